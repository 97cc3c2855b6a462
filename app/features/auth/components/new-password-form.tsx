import { resetFormSchema } from '@contracts/password-reset';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { useForm } from '~/lib/use-form';
import { useConfirmReset } from '../mutations';

type Props = { token: string; offline: boolean; onChanged: () => void };

/** The new password, typed twice, for the link's account. */
export function NewPasswordForm({ token, offline, onChanged }: Props) {
  const confirmReset = useConfirmReset();
  const form = useForm({ password: '', confirmPassword: '' });

  function submit() {
    const output = form.check(resetFormSchema, { ...form.values, token });
    if (!output) return;
    confirmReset.mutate(
      { token, password: output.password },
      { onSuccess: onChanged, onError: form.failFrom },
    );
  }

  return (
    <form {...form.formProps(submit)} className="space-y-4">
      <TextField
        label="New password"
        {...form.field('password')}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. A few words you will remember make a strong one."
      />
      <TextField
        label="Confirm new password"
        {...form.field('confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full" disabled={offline || confirmReset.isPending}>
        {confirmReset.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
