/** A link as navigation data: serializable, handed from server components to client ones. */
export interface NavItem {
  label: string;
  path: string;
}
