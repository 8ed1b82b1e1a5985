import { StatusPage } from './StatusPage.tsx';

/** Unknown paths land here (SPEC §2 /404). */
export default function Page404() {
  return <StatusPage status="404" title="common:error.notFound" hint="common:error.notFoundHint" />;
}
