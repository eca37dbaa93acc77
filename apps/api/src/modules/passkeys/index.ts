// The passkeys module's public surface: the sign-in (auth module) verifies assertions through these.
export {
  forgetPasskeys,
  PasskeyRefused,
  startPasskeyAssertion,
  userHasPasskey,
  type VerifiedPasskey,
  verifyPasskeyAssertion,
  verifyPasskeySignIn,
} from './passkeys-service';
