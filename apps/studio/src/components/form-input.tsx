import { createFormInput, createFormTextarea } from '@talent/ui/components/form-input';
import { translateMessage } from '@/lib/translate-message';

/** The kit's labelled input of a react-hook-form form, its errors in this app's messages. */
export const FormInput = createFormInput(translateMessage);

/** The kit's labelled textarea, its errors in this app's messages. */
export const FormTextarea = createFormTextarea(translateMessage);
