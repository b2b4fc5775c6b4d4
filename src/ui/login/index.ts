export { LoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm.types';
export { ResetPasswordDialog } from './ResetPasswordDialog';
export { SignedInPanel } from './SignedInPanel';
export { signInMessage, useSignIn } from './useSignIn';
