export const BROCHURE_URL = '/api/catalogue/brochure.pdf';

export function BrochureLink() {
  return (
    <a className="brochure-link" href={BROCHURE_URL} target="_blank" rel="noopener">
      Download our brochure
    </a>
  );
}
