import type { PublicUser } from '@contracts/auth';
import { signUpFormSchema } from '@contracts/auth';
import type { SignUpRole } from '@contracts/enums';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { useForm } from '~/lib/use-form';
import { useRegister } from '../mutations';

const EMPTY = { firstName: '', lastName: '', username: '', email: '', password: '', confirmPassword: '' };

export function SignUpForm({
  role,
  typeName,
  onSignedUp,
}: {
  role: SignUpRole;
  typeName: string;
  /** Told who is now signed in, so the screen can take them to their own place. */
  onSignedUp: (user: PublicUser) => void;
}) {
  const register = useRegister();
  const form = useForm(EMPTY);

  function submit() {
    const output = form.check(signUpFormSchema, { ...form.values, role });
    if (!output) return;
    const { confirmPassword: _confirm, ...input } = output;
    register.mutate(input, { onSuccess: onSignedUp });
  }

  return (
    <form {...form.formProps(submit)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" {...form.field('firstName')} autoComplete="given-name" />
        <TextField label="Last name" {...form.field('lastName')} autoComplete="family-name" />
      </div>
      <TextField label="Username" {...form.field('username')} autoComplete="username" />
      <TextField label="Email" {...form.field('email')} type="email" autoComplete="email" inputMode="email" />
      <TextField label="Password" {...form.field('password')} type="password" autoComplete="new-password" />
      <TextField
        label="Confirm password"
        {...form.field('confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : `Create ${typeName} Account`}
      </Button>
    </form>
  );
}
