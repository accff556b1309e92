// The sandbox's scenario panel, in the dev server only (`npm start`): a small button in the
// corner opens the control API of the sandbox (/__sandbox, sandbox/src/control) on the screen
// being worked on: advance the clock, move a price, fund the signed-in user or set their
// verification, end their session, decide their trader application, make the next calls of an
// operation fail, start the world again. The app then asks again for what it shows. Absent from the build (src/app/app.tsx mounts
// it under import.meta.env.DEV) and with `--mock examples`, where no sandbox answers.
import { useQueryClient } from '@tanstack/react-query';
import Big from 'big.js';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { operations } from '../../generated/operations';
import { sandboxControl as control } from '@/api/sandbox-control';
import { useSession } from '@/api/session';
import { LightDialog } from '@/components/light-dialog';
import { formatPercent, formatPrice } from '@/lib/format';
import { showToast } from '@/lib/toast';
import './sandbox-panel.css';

interface Status {
  clock: { now: number; offsetMs: number };
  prices: { id: number; symbol: string; price: string }[];
  faults: { operation: string; kind: string; remaining: number | string; userId?: number }[];
}

const FAULT_KINDS = ['error', '999', '998', 'http500', 'malformed', 'empty', 'slow', 'hang'] as const;
const ACCOUNTS = ['change', 'lever', 'micro', 'legal'] as const;
const VERIFICATION = ['none', 'pending', 'approved', 'refused'] as const;
const OPERATION_IDS = Object.values(operations)
  .map((op) => op.operationId)
  .sort();

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="sandbox-panel__section">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** One labelled choice of the panel (a pair, an account, an operation ...). */
function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | number | undefined;
  options: { value: string | number; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="sandbox-panel__field">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function SandboxPanel() {
  const { t, i18n } = useTranslation(['dev', 'assets']);
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [status, setStatus] = useState<Status | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [pair, setPair] = useState<number | null>(null);
  const [account, setAccount] = useState<(typeof ACCOUNTS)[number]>('change');
  const [operation, setOperation] = useState('*');
  const [kind, setKind] = useState<(typeof FAULT_KINDS)[number]>('error');
  const [times, setTimes] = useState('1');
  const [onlyMe, setOnlyMe] = useState(true);

  const refresh = useCallback(() => control<Status>('').then(setStatus), []);
  useEffect(() => {
    refresh().catch(() => setStatus(null));
  }, [refresh]);

  /** Runs a control call, says what it did, then lets every screen ask again. */
  const act = async (done: string, call: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await call();
      showToast(done);
      await refresh();
      await queryClient.invalidateQueries();
    } catch (error) {
      showToast(t('failed', { reason: (error as Error).message }), 3000);
    } finally {
      setBusy(false);
    }
  };

  /** A button that runs one control call (`done` says what it did). */
  const action = (label: string, done: string, call: () => Promise<unknown>, disabled = false) => (
    <button key={label} type="button" disabled={busy || disabled} onClick={() => void act(done, call)}>
      {label}
    </button>
  );

  if (!status) return null;
  const selected = status.prices.find((p) => p.id === pair) ?? status.prices[0];
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const advance = (hours: number, label: string) =>
    action(label, t('clock.advanced', { by: label }), () => control('/clock/advance', { hours }));
  const move = (percent: number) => {
    const label = formatPercent(percent, i18n.language, true);
    return action(label, t('price.moved', { symbol: selected?.symbol, percent: label }), () =>
      control('/prices', {
        pair: selected!.id,
        price: Number(
          new Big(selected!.price)
            .times(100 + percent)
            .div(100)
            .toString(),
        ),
      }),
    );
  };

  return (
    <>
      <button type="button" className="sandbox-panel__open" onClick={() => setOpen(true)} aria-label={t('open')}>
        {t('badge')}
      </button>
      {open && (
        <LightDialog title={t('title')} action={t('close')} onClose={() => setOpen(false)} className="sandbox-panel">
          <Section title={t('clock.title')}>
            <p>{t('clock.now', { time: when.format(status.clock.now) })}</p>
            <div className="sandbox-panel__row">
              {advance(1, t('clock.hour'))}
              {advance(24, t('clock.day'))}
              {advance(24 * 7, t('clock.week'))}
            </div>
          </Section>

          <Section title={t('price.title')}>
            <Choice
              label={t('price.pair')}
              value={selected?.id}
              options={status.prices.map((p) => ({
                value: p.id,
                label: `${p.symbol} · ${formatPrice(p.price, i18n.language)}`,
              }))}
              onChange={(value) => setPair(Number(value))}
            />
            <div className="sandbox-panel__row">{selected && [-10, -1, 1, 10].map(move)}</div>
          </Section>

          <Section title={t('me.title')}>
            {user?.id ? (
              <>
                <Choice
                  label={t('me.account')}
                  value={account}
                  options={ACCOUNTS.map((a) => ({ value: a, label: t(`assets:accounts.${a}`) }))}
                  onChange={(value) => setAccount(value as typeof account)}
                />
                <div className="sandbox-panel__row">
                  {action(t('me.fund'), t('me.funded', { account: t(`assets:accounts.${account}`) }), () =>
                    control(`/users/${user.id}/fund`, { account, currency: 'USDT', amount: '10000' }),
                  )}
                  {action(t('me.empty'), t('me.emptied'), () => control(`/users/${user.id}/empty`, {}))}
                </div>
                <div className="sandbox-panel__row">
                  {VERIFICATION.map((state) =>
                    action(
                      t(`verification.${state}`),
                      t('me.verificationSet', { state: t(`verification.${state}`) }),
                      () => control(`/users/${user.id}/verification`, { state }),
                    ),
                  )}
                </div>
                <div className="sandbox-panel__row">
                  {action(t('me.endSession'), t('me.sessionEnded'), () =>
                    control(`/users/${user.id}/expire-sessions`, {}),
                  )}
                </div>
                {/* The user's pending application to become a trader, decided now instead of by the review. */}
                <p>{t('me.trader')}</p>
                <div className="sandbox-panel__row">
                  {action(t('me.traderApprove'), t('me.traderApproved'), () =>
                    control(`/users/${user.id}/trader-application`, { decision: 'approve' }),
                  )}
                  {action(t('me.traderReject'), t('me.traderRejected'), () =>
                    control(`/users/${user.id}/trader-application`, { decision: 'reject' }),
                  )}
                </div>
              </>
            ) : (
              <p>{t('me.signedOut')}</p>
            )}
          </Section>

          <Section title={t('faults.title')}>
            <Choice
              label={t('faults.operation')}
              value={operation}
              options={[
                { value: '*', label: t('faults.every') },
                ...OPERATION_IDS.map((id) => ({ value: id, label: id })),
              ]}
              onChange={setOperation}
            />
            <Choice
              label={t('faults.kind')}
              value={kind}
              options={FAULT_KINDS.map((k) => ({ value: k, label: t(`faults.kinds.${k}`) }))}
              onChange={(value) => setKind(value as typeof kind)}
            />
            <Choice
              label={t('faults.times')}
              value={times}
              options={['1', '3', '10', 'always'].map((n) => ({
                value: n,
                label: n === 'always' ? t('faults.always') : n,
              }))}
              onChange={setTimes}
            />
            {user?.id ? (
              <label className="sandbox-panel__check">
                <input type="checkbox" checked={onlyMe} onChange={(event) => setOnlyMe(event.target.checked)} />
                {t('faults.onlyMe')}
              </label>
            ) : null}
            <div className="sandbox-panel__row">
              {action(t('faults.add'), t('faults.added'), () =>
                control('/faults', {
                  operation,
                  kind,
                  times,
                  ...(onlyMe && user?.id ? { user: String(user.id) } : {}),
                }),
              )}
              {action(
                t('faults.clear'),
                t('faults.cleared'),
                () => control('/faults', undefined, 'DELETE'),
                status.faults.length === 0,
              )}
            </div>
            {status.faults.length > 0 ? (
              <ul className="sandbox-panel__faults">
                {status.faults.map((f, i) => (
                  <li key={i}>
                    {t('faults.active', {
                      operation: f.operation === '*' ? t('faults.every') : f.operation,
                      kind: t(`faults.kinds.${f.kind}`),
                      remaining: f.remaining === 'always' || f.remaining === null ? t('faults.always') : f.remaining,
                    })}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('faults.none')}</p>
            )}
          </Section>

          <Section title={t('world.title')}>
            <div className="sandbox-panel__row">
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  if (window.confirm(t('world.confirm'))) void act(t('world.done'), () => control('/reset', {}));
                }}
              >
                {t('world.reset')}
              </button>
            </div>
          </Section>
        </LightDialog>
      )}
    </>
  );
}
