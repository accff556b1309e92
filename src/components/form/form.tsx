// The form of the form kit: binds a react-hook-form form (validated by the contract's zod schemas)
// to its fields, gives every field a stable id (`<id>-<field name>`) and the i18n namespace its
// error messages are keys of, and submits once (no second submit while one runs or within 500 ms
// of the last valid one; a submit refused by validation does not hold the next one back).
//
// Usage:
//   const form = useForm<LoginForm>({ resolver: zodResolver(loginSchema(kind, dial)), mode: 'onTouched' });
//   <Form form={form} id="login" ns="auth" busy={login.isPending} onSubmit={onSubmit}>
//     <AccountField name="account" label={t('fields.email')} kind={kind} area={area} onAreaChange={setArea} />
//     <PasswordField name="password" label={t('fields.password')} autoComplete="current-password" />
//     <SubmitButton>{t('login.submit')}</SubmitButton>
//   </Form>
import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useClickGuard } from '@/hooks/use-click-guard';
import './form-kit.css';
import { FormKitValue, useFormKit } from './use-kit-field';

interface FormProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  id: string;
  ns: string;
  /** True while the request runs: submit does nothing and the submit button spins. */
  busy?: boolean;
  onSubmit: (values: T) => Promise<void> | void;
  className?: string;
  /** The form's accessible name, where a screen has more than one form. */
  label?: string;
  /**
   * Guard submit against double taps (default). Turn off only where submitting sends nothing
   * (it opens a confirmation whose button is the guarded one), so a corrected value is checked at once.
   */
  guard?: boolean;
  children: ReactNode;
}

export function Form<T extends FieldValues>({
  form,
  id,
  ns,
  busy = false,
  onSubmit,
  className,
  label,
  guard = true,
  children,
}: FormProps<T>) {
  // The shared click guard sits on the validated submit: a form refused by validation does not
  // count (the corrected value goes at once); a valid one is sent once (not again while it runs,
  // nor within CLICK_GUARD_MS).
  const guarded = useClickGuard(onSubmit, busy);
  const submit = () => void form.handleSubmit(guard ? guarded : onSubmit)();
  return (
    <FormProvider {...form}>
      <FormKitValue.Provider value={{ id, ns, busy, submit }}>
        <form
          className={className}
          aria-label={label}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {children}
        </form>
      </FormKitValue.Provider>
    </FormProvider>
  );
}

/**
 * The primary button of a kit form: submits it, spins and is disabled while it runs.
 *
 * Usage: `<SubmitButton>{t('login.submit')}</SubmitButton>`
 */
export function SubmitButton({
  children,
  className,
  size = 'large',
  fill = 'solid',
  disabled = false,
}: {
  children: ReactNode;
  /** Also disabled while this holds (e.g. the terms are not known yet). */
  disabled?: boolean;
  className?: string;
  size?: 'middle' | 'large';
  /** `outline` for a secondary form (a setting kept on this device). */
  fill?: 'solid' | 'outline';
}) {
  const { busy } = useFormKit();
  // Drawn without the kit in its large, block, primary Button's look (form-kit.css), so a form
  // screen needs no kit code to paint. While the request runs it spins beside its text (the kit
  // replaced the text with the spinner) and says it is busy.
  return (
    <button
      type="submit"
      className={[
        'form-submit',
        size === 'middle' && 'form-submit--middle',
        fill === 'outline' && 'form-submit--outline',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy && <span className="form-submit__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
