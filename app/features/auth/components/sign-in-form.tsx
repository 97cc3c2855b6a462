import { loginSchema } from '@contracts/auth';
import { type FormEvent, useState } from 'react';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { checkForm, type FieldErrors } from '~/lib/form';
import { useLogin } from '../mutations';

export function SignInForm({ typeName, onSignedIn }: { typeName: string; onSignedIn: () => void }) {
  const login = useLogin();
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = checkForm(loginSchema, { email: data.get('email'), password: data.get('password') });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    login.mutate(result.output, { onSuccess: onSignedIn });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : `Sign In as ${typeName}`}
      </Button>
    </form>
  );
}
