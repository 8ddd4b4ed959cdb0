/**
 * Keeps the CMS's refusal of an upload at the file field until the editor chooses another file.
 *
 * Payload (3.90) can drop it: a check of the form that left for the server before the refusal
 * arrived answers with the file field as it was then, valid, and Payload merges that answer in
 * after the refusal. After a refused save of a new document Payload sends no further check that
 * would bring the refusal back, so on a slow line the editor saw the reason vanish.
 */

/** The file field of the admin's form, as far as this needs it. */
export interface FileFieldState {
  value?: unknown;
  valid?: boolean;
  errorMessage?: string;
}

/** What is kept: the file the field holds, and its refusal, if it has one. */
export interface KeptRefusal {
  file: unknown;
  message?: string;
}

/**
 * Follows the file field from one state to the next: answers what to keep, and the refusal to
 * show again when the field turned valid though its file is still the refused one.
 */
export function followFileField(kept: KeptRefusal | undefined, field: FileFieldState): { kept: KeptRefusal; restore?: string } {
  // Another file (or the first sight of the field): whatever the field shows now belongs to the file before.
  if (!kept || field.value !== kept.file) return { kept: { file: field.value } };
  if (field.valid === false && field.errorMessage) return { kept: { file: field.value, message: field.errorMessage } };
  if (kept.message) return { kept, restore: kept.message };
  return { kept };
}
