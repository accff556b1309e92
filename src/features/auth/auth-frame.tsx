// The frame of the sign-in, registration and recovery screens: the page with the language switch,
// the header, the e-mail/phone tabs (a switch clears the errors), the kit form with its submit
// button and the way to the other screen. Its texts are the screen's own i18n keys
// (`<screen>.navTitle`, `.title`, `.subtitle`, `.submit`).
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '@/components/form/form';
import { LanguageButton } from '@/components/language-button';
import { Page } from '@/components/page';
import { PromptLink } from '@/components/prompt-link';
import { ROUTES } from '@/lib/routes';
import { AccountTabs } from './account-fields';
import { AuthHeader } from './auth-header';
import type { AccountChoice } from './use-account-choice';
import './auth.css';

/** The way from sign-in to registration and back, under the form. */
const SWITCHES = {
  login: { prompt: 'login.noAccount', link: 'login.toRegister', to: ROUTES.register },
  register: { prompt: 'register.haveAccount', link: 'register.toLogin', to: ROUTES.login },
  forget: null,
} as const;

interface AuthFrameProps<T extends FieldValues> {
  screen: keyof typeof SWITCHES;
  choice: AccountChoice;
  form: UseFormReturn<T>;
  busy: boolean;
  onSubmit: (values: T) => Promise<void>;
  /** The fields, above the submit button. */
  children: ReactNode;
  /** After the form (a sheet it opens). */
  footer?: ReactNode;
}

export function AuthFrame<T extends FieldValues>({
  screen,
  choice,
  form,
  busy,
  onSubmit,
  children,
  footer,
}: AuthFrameProps<T>) {
  const { t } = useTranslation('auth');
  const switchTo = SWITCHES[screen];
  return (
    <Page title={t(`${screen}.navTitle`)} right={<LanguageButton />}>
      <div className="auth">
        <AuthHeader title={t(`${screen}.title`)} subtitle={t(`${screen}.subtitle`)} />
        <AccountTabs
          kind={choice.kind}
          onChange={(next) => {
            choice.setKind(next);
            form.clearErrors();
          }}
        />
        <Form form={form} id={screen} ns="auth" busy={busy} onSubmit={onSubmit} className="auth__form">
          {children}
          <SubmitButton>{t(`${screen}.submit`)}</SubmitButton>
        </Form>
        {switchTo && (
          <PromptLink className="auth__switch" prompt={t(switchTo.prompt)} link={t(switchTo.link)} to={switchTo.to} />
        )}
        {footer}
      </div>
    </Page>
  );
}
