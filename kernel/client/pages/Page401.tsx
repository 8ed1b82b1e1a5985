import { StatusPage } from './StatusPage.tsx';

/** Permission denied (SPEC §2 /401), with a way home. */
export default function Page401() {
  return <StatusPage status="403" title="common:error.denied" hint="common:error.deniedHint" />;
}
