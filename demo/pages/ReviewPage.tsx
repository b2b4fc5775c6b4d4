import { Suspense, useEffect, useState } from 'react';
import { useTenant } from '../../src/ui/common';
import { lazyNamed } from '../../src/ui/common/lazyNamed';
import { ThemeSwitch } from '../../src/ui/shell';

const ReviewRoomView = lazyNamed(() => import('../../src/ui/reviews/ReviewRoom'), 'ReviewRoomView');

/** The link's token, after `#`: never sent to the server with the page, nor in a Referer. */
const tokenOf = () => location.hash.replace(/^#/, '');

/**
 * /review#token: a reviewer's page. The tenant's look and name, no header links: a reviewer
 * reaches nothing but the review (docs/review.md).
 */
export function ReviewPage() {
  const { ui } = useTenant().config;
  const [token, setToken] = useState(tokenOf);
  useEffect(() => {
    const changed = () => setToken(tokenOf());
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);
  return (
    <>
      <header className="header header-plain">
        <span className="review-brand">
          {!ui.hideOptions.logo && <img src={ui.logo} alt="" height={28} />}
          <span className="brand">Review</span>
        </span>
        <ThemeSwitch />
      </header>
      <main className="page">
        {token ? (
          <Suspense fallback={<p role="status">Opening the review…</p>}>
            <ReviewRoomView key={token} token={token} />
          </Suspense>
        ) : (
          <p role="alert">This address has no review in it. Open the whole link you were sent.</p>
        )}
      </main>
    </>
  );
}
