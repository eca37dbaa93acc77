import { createRecaptchaLoader } from './recaptcha-loader';

export type { CaptchaLoadState, Grecaptcha, RecaptchaLoaderOptions } from './recaptcha-loader';
export { createRecaptchaLoader, loaderErrors } from './recaptcha-loader';

/** The page's one loader: the script may only be loaded once per document. */
export const recaptcha = createRecaptchaLoader();
