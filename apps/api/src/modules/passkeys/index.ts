// The passkeys module's public surface: the sign-in (auth module) verifies assertions through these, and
// the enrolment (auth module: a session restricted to it reaches it, and its tokens are reissued) registers.
export {
  addPasskey,
  forgetPasskeys,
  PasskeyRefused,
  startPasskeyAssertion,
  startPasskeyRegistration,
  userHasPasskey,
  type VerifiedPasskey,
  verifyPasskeyAssertion,
  verifyPasskeySignIn,
} from './passkeys-service';
