import { RESET_REQUESTED, resetRequestSchema } from '@contracts/password-reset';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { useForm } from '~/lib/use-form';
import { useRequestReset } from '../mutations';

/** Asks for a reset link by email. Once sent it says so in place, as the server worded it. */
/** `offline`: the link needs the server, so the button waits for a connection. */
export function ForgotPasswordForm({ offline }: { offline: boolean }) {
  const requestReset = useRequestReset();
  const form = useForm({ email: '' });

  function submit() {
    const input = form.check(resetRequestSchema);
    if (input) requestReset.mutate(input, { onError: form.failFrom });
  }

  if (requestReset.isSuccess)
    return (
      <p role="status" className="rounded-xl border border-line bg-white p-4">
        {RESET_REQUESTED}
      </p>
    );
  return (
    <form {...form.formProps(submit)} className="space-y-4">
      <p className="text-muted">
        Enter the email you signed up with and we will send you a link to choose a new password.
      </p>
      <TextField label="Email" {...form.field('email')} type="email" autoComplete="email" inputMode="email" />
      <Button type="submit" className="w-full" disabled={offline || requestReset.isPending}>
        {requestReset.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
