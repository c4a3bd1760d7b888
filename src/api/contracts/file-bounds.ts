// The upload limit, apart from the file endpoints (files.ts re-exports it): the upload rules of
// every screen that takes a file read it when the screen opens, while the endpoints load with the
// first upload or download (decision 0397).

/** The upload limit (R-UPL-009); checked by the upload rules and the server, not by the Schema. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
