// Identity verification: each state of /real/state for both levels, the limits of §6, the rule that
// e-mail and phone are bound first, the basic form (real_type 1) and the document photos uploaded
// through /upload (real_type 2), with the generated handlers of the kyc and account tags.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getGetUserInfoMockHandler,
  getGetUserInfoResponseMock,
  getUploadFileMockHandler,
} from '@generated/api/account/account.msw';
import { getGetRealNameStateMockHandler, getSubmitRealNameMockHandler } from '@generated/api/kyc/kyc.msw';
import type { RealNameRecord, RealNameState, User } from '@generated/model';
import { setToken, setUser } from '@/api/session';
import { RealNameScreen } from '@/features/kyc/real-name-screen';
import { server } from '../msw-server';
import { renderScreen } from '../render';
import { openedDialogOf } from '../opened-dialog';

configure({ asyncUtilTimeout: 8000 });

const PATH = '/pages/setting/real';

function lina(patch: Partial<User> = {}): User {
  const body = getGetUserInfoResponseMock();
  if (body.type !== 'ok') throw new Error('the generated user example is not a success');
  return { ...body.message, phone: '13812345678', ...patch };
}

const record: RealNameRecord = {
  id: 5821,
  user_id: 100238,
  name: 'Lina Chen',
  card_id: 'EA4821395',
  id_type: 1,
  country: '',
  review_status: 2,
  advanced_user: null,
  front_pic: '',
  reverse_pic: '',
  hand_pic: '',
  create_time: 1735776000,
  review_time: 1735812000,
};

/** The named examples of /real/state in the contract. */
const STATES: Record<string, RealNameState> = {
  unverified: { real_status: 0, review_status: 0, advanced_review_status: 0, real_data: null },
  inReview: { real_status: 0, review_status: 1, advanced_review_status: 0, real_data: { ...record, review_status: 1 } },
  ok: { real_status: 1, review_status: 2, advanced_review_status: 0, real_data: record },
  failed: { real_status: 0, review_status: 3, advanced_review_status: 0, real_data: { ...record, review_status: 3 } },
  advanced: { real_status: 2, review_status: 2, advanced_review_status: 2, real_data: { ...record, advanced_user: 1 } },
};

function setup(state: RealNameState = STATES.unverified!, user: User = lina()) {
  const sent = { real: [] as URLSearchParams[], uploads: 0 };
  server.use(
    getGetRealNameStateMockHandler({ type: 'ok', message: state }),
    getGetUserInfoMockHandler({ type: 'ok', message: user }),
    getSubmitRealNameMockHandler(async ({ request }) => {
      sent.real.push(new URLSearchParams(await request.text()));
      return { type: 'ok', message: 'Submitted successfully, please wait for the review' };
    }),
    getUploadFileMockHandler(() => {
      sent.uploads += 1;
      return { type: 'ok', message: `/upload/kyc/100238-${sent.uploads}.png` };
    }),
  );
  setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
  setUser(user);
  const events = userEvent.setup({ pointerEventsCheck: 0 });
  const view = renderScreen(<RealNameScreen />, { path: PATH, route: PATH });
  return { user: events, sent, ...view };
}

async function levelCard(level: 1 | 2): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: new RegExp(`^Level ${level} · `) });
  return heading.closest('li') as HTMLElement;
}

const basicForm = () => screen.getByRole('form', { name: 'Basic verification' });

const pause = () => new Promise((resolve) => setTimeout(resolve, 550));

describe('RealNameScreen states', () => {
  it('unverified: both levels with their limits, and the basic form', async () => {
    setup(STATES.unverified);
    const basic = await levelCard(1);
    expect(basic).toHaveTextContent('Level 1 · Basic');
    expect(basic).toHaveTextContent('Not verified');
    expect(basic).toHaveTextContent('Withdraw up to 200 BTC per 24 hours');
    expect(basic).toHaveTextContent('Fiat trades up to 2,000 USDT each');
    const advanced = await levelCard(2);
    expect(advanced).toHaveTextContent('Not verified');
    expect(advanced).toHaveTextContent('Withdraw up to 500 BTC per 24 hours');
    expect(advanced).toHaveTextContent('Fiat trades up to 1,000,000 USDT each');
    expect(advanced).toHaveTextContent('Complete the basic level first.');
    expect(screen.getByText('You are not verified yet')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Basic verification' })).toBeInTheDocument();
  });

  it('in review: says so, with no form', async () => {
    setup(STATES.inReview);
    const basic = await levelCard(1);
    expect(basic).toHaveTextContent('In review');
    expect(basic).toHaveTextContent('We are reviewing your submission. This usually takes 1-3 working days.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('basic verified: the verified name, masked number, level 1 limits, and the photo form', async () => {
    setup(STATES.ok);
    const basic = await levelCard(1);
    expect(basic).toHaveTextContent('Verified');
    expect(basic).toHaveTextContent('Verified as Lina Chen (EA*****95)');
    expect(basic).not.toHaveTextContent('EA4821395');
    expect(screen.getByText('Your limits at level 1')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Advanced verification' })).toBeInTheDocument();
    expect(screen.getByLabelText('Front of the document')).toBeInTheDocument();
    expect(screen.getByLabelText('Back of the document')).toBeInTheDocument();
  });

  it('failed: says so and offers the form again with what was sent', async () => {
    setup(STATES.failed);
    const basic = await levelCard(1);
    expect(basic).toHaveTextContent('Verification failed');
    expect(basic).toHaveTextContent('Your submission was not approved. Check your details and submit again.');
    expect(screen.getByLabelText('Full name')).toHaveValue('Lina Chen');
    expect(screen.getByLabelText('Document number')).toHaveValue('EA4821395');
    expect(screen.getByRole('option', { name: 'Passport' })).toHaveAttribute('aria-selected', 'true');
  });

  it('advanced: both levels verified, the highest limits, nothing to submit', async () => {
    setup(STATES.advanced);
    expect(await levelCard(2)).toHaveTextContent('Verified');
    expect(screen.getByText('Your limits at level 2')).toBeInTheDocument();
    expect(screen.getByText('Both levels are verified. You have the highest limits.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the state cannot be loaded', async () => {
    server.use(
      http.get('*/real/state', () => new HttpResponse(null, { status: 502 })),
      getGetUserInfoMockHandler({ type: 'ok', message: lina() }),
    );
    setToken('9f2c4e1a7b3d58e6c0a1f4b2d9e7c3a5');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    renderScreen(<RealNameScreen />, { path: PATH, route: PATH });
    expect(
      await screen.findByText('The service is unavailable right now (HTTP 502). Please try again later.'),
    ).toBeInTheDocument();
    server.use(getGetRealNameStateMockHandler({ type: 'ok', message: STATES.inReview! }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/We are reviewing your submission/)).toBeInTheDocument();
  });
});

describe('RealNameScreen rule: e-mail and phone first', () => {
  it('holds the form back until the phone is bound, and leads to phone binding', async () => {
    const { user, location } = setup(STATES.unverified, lina({ phone: null }));
    const requirements = (await screen.findByRole('heading', { name: 'Before you start' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(requirements).getByText('E-mail address').closest('li')).toHaveTextContent('Bound');
    expect(within(requirements).getByText('Phone number').closest('li')).toHaveTextContent('Not bound');
    expect(
      screen.getByText('Bind both your e-mail address and your phone number before you submit your identity.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await user.click(within(requirements).getByRole('button', { name: 'Bind phone' }));
    expect(location()).toBe('/pages/setting/security?bind=phone');
  });
});

describe('RealNameScreen basic level', () => {
  it('checks an ID card number, confirms the figures, submits real_type 1, then shows "in review"', async () => {
    const { user, sent } = setup(STATES.unverified);
    await screen.findByRole('form', { name: 'Basic verification' });
    await user.click(within(basicForm()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter your full name')).toBeInTheDocument();
    expect(screen.getByText('Enter the document number')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Full name'), '陈丽娜');
    await user.type(screen.getByLabelText('Document number'), '110105194912310021');
    await pause();
    await user.click(within(basicForm()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid 18-digit ID card number')).toBeInTheDocument();
    expect(sent.real).toHaveLength(0);

    await user.clear(screen.getByLabelText('Document number'));
    await user.type(screen.getByLabelText('Document number'), '11010519491231002x');
    await pause();
    await user.click(within(basicForm()).getByRole('button', { name: 'Submit' }));
    const dialogs = await screen.findAllByRole('dialog');
    const dialog = await openedDialogOf(dialogs[dialogs.length - 1]!);
    expect(dialog).toHaveTextContent('Check your details');
    expect(dialog).toHaveTextContent('ID card');
    expect(dialog).toHaveTextContent('陈丽娜');
    expect(dialog).toHaveTextContent('11010519491231002X');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Submitted successfully, please wait for the review')).toBeInTheDocument();
    expect(Object.fromEntries(sent.real[0]!)).toEqual({
      real_type: '1',
      id_type: '0',
      name: '陈丽娜',
      card_id: '11010519491231002X',
      lang: 'en',
    });
    await waitFor(async () => expect(await levelCard(1)).toHaveTextContent('In review'));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('takes a passport number with the contract pattern, and sends nothing when cancelled', async () => {
    const { user, sent } = setup(STATES.unverified);
    await screen.findByRole('form', { name: 'Basic verification' });
    await user.click(screen.getByRole('option', { name: 'Passport' }));
    expect(screen.getByLabelText('Document number')).toHaveAttribute('placeholder', 'Passport number');
    await user.type(screen.getByLabelText('Full name'), 'Lina Chen');
    await user.type(screen.getByLabelText('Document number'), 'E@4821');
    await user.click(within(basicForm()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a valid document number (4-60 letters or digits)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Document number'));
    await user.type(screen.getByLabelText('Document number'), 'ea4821395');
    await pause();
    await user.click(within(basicForm()).getByRole('button', { name: 'Submit' }));
    const dialogs = await screen.findAllByRole('dialog');
    const dialog = await openedDialogOf(dialogs[dialogs.length - 1]!);
    expect(dialog).toHaveTextContent('Passport');
    expect(dialog).toHaveTextContent('EA4821395');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sent.real).toHaveLength(0);
    expect(screen.getByLabelText('Full name')).toHaveValue('Lina Chen');
  });

  it('keeps the form when the server refuses', async () => {
    const { user } = setup(STATES.unverified);
    server.use(getSubmitRealNameMockHandler({ type: 'error', message: 'This ID number is already in use' }));
    await screen.findByRole('form', { name: 'Basic verification' });
    await user.click(screen.getByRole('option', { name: "Driver's licence" }));
    await user.type(screen.getByLabelText('Full name'), 'Lina Chen');
    await user.type(screen.getByLabelText('Document number'), 'DL-2044-1187');
    await user.click(within(basicForm()).getByRole('button', { name: 'Submit' }));
    const dialogs = await screen.findAllByRole('dialog');
    await user.click(
      within(await openedDialogOf(dialogs[dialogs.length - 1]!)).getByRole('button', { name: 'Submit' }),
    );
    expect(await screen.findByText('This ID number is already in use')).toBeInTheDocument();
    expect(screen.getByLabelText('Document number')).toHaveValue('DL-2044-1187');
    expect(await levelCard(1)).toHaveTextContent('Not verified');
  });
});

/** The smallest valid PNG (1x1 pixel). */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const pngFile = (name: string) => new File([PNG_1X1], name, { type: 'image/png' });
const gifFile = () => new File([Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'a.gif', { type: 'image/gif' });
function bigPngFile(): File {
  const bytes = new Uint8Array(2 * 1024 * 1024 + 1);
  bytes.set(PNG_1X1);
  return new File([bytes], 'big.png', { type: 'image/png' });
}

/** Chooses a file in a photo input (the input accepts jpg and png; the check is the app's). */
function choose(label: string, file: File) {
  fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
}

const photoBox = (label: string) => screen.getByLabelText(label).closest('.kyc-photo') as HTMLElement;

describe('RealNameScreen advanced level (document photos)', () => {
  // jsdom has no blob: URLs; the preview reads one per chosen file.
  let previews = 0;
  beforeEach(() => {
    previews = 0;
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: () => `blob:preview-${(previews += 1)}`,
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: () => {} });
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('uploads both sides with progress and a preview, then submits real_type 2 and shows "in review"', async () => {
    const { user, sent } = setup(STATES.ok);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const files: (File | null)[] = [];
    server.use(
      getUploadFileMockHandler(async ({ request }) => {
        files.push((await request.formData()).get('file') as File | null);
        sent.uploads += 1;
        if (sent.uploads === 1) await gate;
        return { type: 'ok', message: `/upload/kyc/100238-${sent.uploads}.png` };
      }),
    );
    await screen.findByRole('form', { name: 'Advanced verification' });

    choose('Front of the document', pngFile('front.png'));
    const progress = await screen.findByRole('progressbar', { name: 'Upload progress: Front of the document' });
    expect(progress).toHaveAttribute('aria-valuemin', '0');
    expect(progress).toHaveAttribute('aria-valuemax', '100');
    expect(photoBox('Front of the document')).toHaveTextContent('Uploading…');
    expect(within(photoBox('Front of the document')).getByRole('presentation')).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByLabelText('Front of the document')).toBeDisabled();
    release();
    await waitFor(() => expect(photoBox('Front of the document')).toHaveTextContent('Uploaded'));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    choose('Back of the document', pngFile('back.png'));
    await waitFor(() => expect(photoBox('Back of the document')).toHaveTextContent('Uploaded'));
    expect(within(photoBox('Back of the document')).getByRole('presentation')).toHaveAttribute('src', 'blob:preview-2');
    expect(files).toHaveLength(2);
    expect(files.every((file) => file?.type === 'image/png')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Submit photos' }));
    expect(await screen.findByText('Submitted successfully, please wait for the review')).toBeInTheDocument();
    expect(Object.fromEntries(sent.real[0]!)).toEqual({
      real_type: '2',
      front_pic: '/upload/kyc/100238-1.png',
      reverse_pic: '/upload/kyc/100238-2.png',
      lang: 'en',
    });
    await waitFor(async () => expect(await levelCard(2)).toHaveTextContent('In review'));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('refuses a GIF and an image over 2 MB before any upload, and sends nothing without both photos', async () => {
    const { user, sent } = setup(STATES.ok);
    await screen.findByRole('form', { name: 'Advanced verification' });

    choose('Front of the document', gifFile());
    expect(await within(photoBox('Front of the document')).findByRole('alert')).toHaveTextContent(
      'Choose a JPG or PNG image.',
    );
    choose('Back of the document', bigPngFile());
    expect(await within(photoBox('Back of the document')).findByRole('alert')).toHaveTextContent(
      'This image is larger than 2 MB. Choose a smaller one.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(previews).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Submit photos' }));
    expect(sent.uploads).toBe(0);
    expect(sent.real).toHaveLength(0);
    // A valid choice replaces the error of its side.
    choose('Front of the document', pngFile('front.png'));
    await waitFor(() => expect(photoBox('Front of the document')).toHaveTextContent('Uploaded'));
    expect(within(photoBox('Front of the document')).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(photoBox('Back of the document')).getByRole('alert')).toHaveTextContent(
      'This image is larger than 2 MB. Choose a smaller one.',
    );
    await user.click(screen.getByRole('button', { name: 'Submit photos' }));
    expect(sent.uploads).toBe(1);
    expect(sent.real).toHaveLength(0);
  });

  it('says why an upload failed (HTTP error or refusal) and uploads again on retry', async () => {
    const { user, sent } = setup(STATES.ok);
    server.use(http.post('*/upload', () => new HttpResponse(null, { status: 413 })));
    await screen.findByRole('form', { name: 'Advanced verification' });

    choose('Front of the document', pngFile('front.png'));
    const alert = await within(photoBox('Front of the document')).findByRole('alert');
    expect(alert).toHaveTextContent(
      'The photo was not uploaded: The service is unavailable right now (HTTP 413). Please try again later.',
    );
    expect(photoBox('Front of the document')).toHaveTextContent('Tap to choose a photo');
    expect(within(photoBox('Front of the document')).queryByRole('presentation')).not.toBeInTheDocument();

    server.use(getUploadFileMockHandler({ type: 'error', message: 'Upload failed, file type not allowed' }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(photoBox('Front of the document')).findByRole('alert')).toHaveTextContent(
      'The photo was not uploaded: Upload failed, file type not allowed',
    );

    server.use(getUploadFileMockHandler({ type: 'ok', message: '/upload/kyc/100238-front.png' }));
    await user.click(within(photoBox('Front of the document')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(photoBox('Front of the document')).toHaveTextContent('Uploaded'));
    expect(within(photoBox('Front of the document')).queryByRole('alert')).not.toBeInTheDocument();
    expect(sent.real).toHaveLength(0);
  });
});
