/**
 * Who is asking, as every module's rules see them: the one input to every price and purchase check (spec: guests see
 * 登录后可见, unapproved members 资质审核通过后可见; business scope and controlled-sales authorisation decide what may be
 * bought). Made by the accounts module from the facts read with the session; the member scope hands it to handlers.
 */
export interface Viewer {
  memberId: number | null;
  approved: boolean;
  scopes: ReadonlySet<string>;
  kxAuthorized: boolean;
  /**
   * Signed the current electronic contract (/dzht). Optional so existing literals stay valid; absent means no.
   * Price and cart checks do not depend on it; placing orders and copying carts refuse without it (459).
   */
  contractSigned?: boolean;
  /** 最低剩余效期 in months (0 or absent: none): cart lines expiring sooner are marked, checkout asks to confirm. */
  minShelfLifeMonths?: number;
  /** 最低剩余效期 of its own for some top-level categories, overriding `minShelfLifeMonths` for goods below them. */
  shelfLifeRules?: Array<{ category_id: number; months: number }>;
}

/** The viewer of a member-scoped route: always a signed-in member. */
export type MemberViewer = Viewer & { memberId: number };

/** The session's member as a viewer (facts of a member gone meanwhile: no rights, still that member). */
export function memberViewer(viewer: Viewer, memberId: number): MemberViewer {
  return viewer.memberId === memberId
    ? (viewer as MemberViewer)
    : { memberId, approved: false, scopes: new Set(), kxAuthorized: false, contractSigned: false };
}
