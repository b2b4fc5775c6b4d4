import type { ElementContract } from './contract';

/** `<vs-login>`'s public contract. */
export const vsLoginContract = {
  tag: 'vs-login',
  className: 'VsLoginElement',
  description:
    'Email and password sign-in for a partner page. Signed in (here or in any other element of the page), it shows who is signed in and a Sign out button.',
  attributes: {
    heading: { type: 'string', description: "the form's heading", default: 'Sign in' },
    hidePasswordReset: {
      type: 'boolean',
      description: 'hides "Forgot your password?" (the reset dialog)',
    },
  },
  events: {
    'vs-auth-change': {
      description:
        "`{ state: 'signed-in', email, tenantId }` once signed in; `{ state: 'signed-out' }` after signing out",
    },
  },
  parts: {
    form: { description: 'the sign-in form, or the signed-in panel' },
  },
} as const satisfies ElementContract;
