/** The form primitives in one import (pages on the login path import the single modules, to load less). */
export { fieldError, TextField } from './text-field';
export { SelectField } from './select-field';
export { TextAreaField } from './text-area-field';
export { CheckboxField } from './checkbox-field';
export { FormMessage } from './form-message';
