import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <section className="panel message-page">
      <title>Page not found · Kadai</title>
      <h1>We couldn't find that page</h1>
      <p>The link may be old or mistyped. Our shelves are still stocked, though.</p>
      <Link to="/" className="button-link">
        Go to the order form
      </Link>
    </section>
  );
}
