import ComingSoonRoute from './coming-soon';

// Replaced by the guardian-mode screens being built now.
export default function Route() {
  return <ComingSoonRoute screen="editChild" />;
}
