import { z } from 'zod';

export const WAREHOUSE_OUTLET_ID = 'terraWarehouse';

export const teamSchema = z.object({ id: z.string(), name: z.string(), colour: z.string() });
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.array(teamSchema);

export const outletSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'warehouse' for the warehouse pseudo-outlet stock is sent from. */
  type: z.enum(['outlet', 'warehouse']),
  colour: z.string(),
});
export type Outlet = z.infer<typeof outletSchema>;
export const outletListSchema = z.array(outletSchema);

export const unitSchema = z.object({ id: z.string(), name: z.string() });
export type Unit = z.infer<typeof unitSchema>;
export const unitListSchema = z.array(unitSchema);

export const COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const updateTeamRequestSchema = z.strictObject({
  name: z
    .string({ error: 'Please input the team name' })
    .trim()
    .min(1, { error: 'Please input the team name' })
    .max(40, { error: 'Team name: at most 40 characters' }),
  colour: z
    .string({ error: 'Please choose a colour' })
    .regex(COLOUR_PATTERN, { error: 'Colour: a hex colour such as #dabc7c' }),
});
export type UpdateTeamRequest = z.infer<typeof updateTeamRequestSchema>;

export const teamIdParamsSchema = z.object({ teamId: z.string().min(1) });
