import { LegalDocumentView } from '../components/LegalDocumentView';
import { USER_AGREEMENT } from '../legal-texts';

export default function UserAgreementPage() {
  return <LegalDocumentView doc={USER_AGREEMENT} />;
}
