import { loginSchema, type PublicUser } from '@contracts/auth';
import { Link } from '@tanstack/react-router';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { useForm } from '~/lib/use-form';
import { useLogin } from '../mutations';

type Props = {
  typeName: string;
  /** Told who is now signed in, so the screen can take them to their own place. */
  onSignedIn: (user: PublicUser) => void;
};

export function SignInForm({ typeName, onSignedIn }: Props) {
  const login = useLogin();
  const form = useForm({ email: '', password: '' });

  function submit() {
    const input = form.check(loginSchema);
    if (input) login.mutate(input, { onSuccess: onSignedIn });
  }

  return (
    <form {...form.formProps(submit)} className="space-y-4">
      <TextField label="Email" {...form.field('email')} type="email" autoComplete="email" inputMode="email" />
      <TextField
        label="Password"
        {...form.field('password')}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : `Sign In as ${typeName}`}
      </Button>
      <p className="text-center">
        <Link
          to="/reset-password"
          className="inline-flex min-h-11 items-center font-semibold text-lake-700 underline"
        >
          Forgot password?
        </Link>
      </p>
    </form>
  );
}
