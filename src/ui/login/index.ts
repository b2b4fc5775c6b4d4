export { LoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm.types';
export { ResetPasswordLink } from './ResetPasswordLink';
export { SignedInPanel } from './SignedInPanel';
export { signInMessage, useSignIn } from './useSignIn';
