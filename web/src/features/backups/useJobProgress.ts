import { useSubscription } from '@apollo/client/react';
import { BackupJobProgressDocument } from '../../generated/graphql';

/** The live progress of a background job (jobProgress); nothing while there is no job. */
export function useJobProgress(jobId: string | null) {
  const { data } = useSubscription(BackupJobProgressDocument, { variables: { jobId: jobId ?? '' }, skip: !jobId });
  const p = data?.jobProgress;
  return { progress: p?.progress ?? 0, state: p?.state ?? null, message: p?.message ?? null };
}
