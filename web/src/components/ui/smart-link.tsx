import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string | null | undefined; children: ReactNode };

export function isExternalUrl(href: string) {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/**
 * Links whose target comes from the server (nav, ads, banners, help articles): in-app paths go through the router,
 * absolute URLs open in a new window, an empty URL renders plain text.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  if (!href) return <span className={rest.className}>{children}</span>;
  if (isExternalUrl(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
