import { useRouteLoaderData } from "react-router";
import { roleAllows, type Permission } from "../../shared/console/roles";
import type { StaffMe } from "../../shared/console/types";

/** The signed-in staff member, for the console's pages (what their role shows). */
export function useStaff(): StaffMe {
  return useRouteLoaderData<{ me: StaffMe }>("routes/console/layout")!.me;
}

/** Whether the signed-in staff member's role allows `permission` (the API checks it again). */
export function useStaffCan(permission: Permission): boolean {
  return roleAllows(useStaff().role, permission);
}
