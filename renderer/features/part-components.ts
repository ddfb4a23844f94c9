import type { Component } from 'svelte';
import { partKey } from '../../features/define-feature.ts';
import type { DisplayPartProps, TeamScreenPartProps } from './define-feature-ui.ts';
import { featureUis } from './feature-uis.ts';

/** The component of every display part, by its key ("events/events"). */
export const displayPartComponents: ReadonlyMap<string, Component<DisplayPartProps>> = new Map(
  featureUis.flatMap((ui) =>
    Object.entries(ui.displayParts).map(([id, c]) => [partKey(ui.feature, id), c] as const),
  ),
);

/** The component of every team-screen part, by its key ("draws/hand"). */
export const teamScreenPartComponents: ReadonlyMap<
  string,
  Component<TeamScreenPartProps>
> = new Map(
  featureUis.flatMap((ui) =>
    Object.entries(ui.teamScreenParts).map(([id, c]) => [partKey(ui.feature, id), c] as const),
  ),
);
