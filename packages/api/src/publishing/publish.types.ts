/** A `publish` job: everything the worker stores, checked by the API already (and re-checked in its transaction). */
export interface PublishJob {
  /** Also the job's id and the version's publish_id, so a job run twice adds one version. */
  publishId: string;
  userId: string;
  folderName: string;
  pageName: string;
  html: string;
  title: string;
  prompt: string;
  model: string;
}

/** What a publish job returns; failures the user can act on are outcomes, not job failures. */
export type PublishOutcome =
  | { status: 'published' }
  | { status: 'forbidden' }
  | { status: 'build-failed'; message: string };
