import { signUpFormSchema } from '@contracts/auth';
import type { SignUpRole } from '@contracts/enums';
import { type FormEvent, useState } from 'react';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { checkForm, type FieldErrors } from '~/lib/form';
import { useRegister } from '../mutations';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

export function SignUpForm({
  role,
  typeName,
  onSignedUp,
}: {
  role: SignUpRole;
  typeName: string;
  onSignedUp: () => void;
}) {
  const register = useRegister();
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const result = checkForm(signUpFormSchema, {
      firstName: text(data, 'firstName'),
      lastName: text(data, 'lastName'),
      username: text(data, 'username'),
      email: text(data, 'email'),
      password: text(data, 'password'),
      confirmPassword: text(data, 'confirmPassword'),
      role,
    });
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    const { confirmPassword: _confirm, ...input } = result.output;
    register.mutate(input, { onSuccess: onSignedUp });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" name="firstName" autoComplete="given-name" error={errors.firstName} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" error={errors.lastName} />
      </div>
      <TextField label="Username" name="username" autoComplete="username" error={errors.username} />
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
        autoComplete="new-password"
        error={errors.password}
      />
      <TextField
        label="Confirm password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword}
      />
      <Button type="submit" className="w-full" disabled={register.isPending}>
        {register.isPending ? 'Creating account...' : `Create ${typeName} Account`}
      </Button>
    </form>
  );
}
