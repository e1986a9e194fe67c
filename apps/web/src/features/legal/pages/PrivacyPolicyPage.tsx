import { LegalDocumentView } from '../components/LegalDocumentView';
import { PRIVACY_POLICY } from '../legal-texts';

export default function PrivacyPolicyPage() {
  return <LegalDocumentView doc={PRIVACY_POLICY} />;
}
