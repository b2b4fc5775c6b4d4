export { LoginForm } from './LoginForm';
export type { LoginFormProps } from './LoginForm.types';
export { ResetPasswordLink } from './ResetPasswordLink';
export { SignedInPanel } from './SignedInPanel';
export { signInMessage, useSignIn } from './useSignIn';
export { ProviderSignInButtons } from './ProviderSignInButtons';
export {
  CALLBACK_PATH,
  ProviderSignInError,
  finishProviderSignIn,
  startProviderSignIn,
} from './providerSignIn';
export { completeSignIn } from './useSignIn';
export { useResetRequest } from './useResetRequest';
export { EmbeddedStorageNote } from './EmbeddedStorageNote';
