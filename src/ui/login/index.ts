export { LoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm.types';
export { signInMessage, useSignIn } from './useSignIn';
