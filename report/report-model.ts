import type { TimelineRow } from '../features/clock/timeline.ts';

/**
 * The after-action report as data: what every renderer (HTML, PDF) draws, built from the
 * header and the log alone, so a running session and a finished one report the same way.
 * Times are epoch milliseconds; renderers show them in the session's own time zone.
 */

export interface ReportModel {
  sessionId: string;
  title: string;
  scenarioTitle: string;
  /** Empty in anyone's report but Control's. */
  seed: string;
  /** Whose report it is: control, facilitator, display or team:<id>. */
  viewer: string;
  createdAt: number;
  createdBy: string;
  utcOffsetMinutes: number;
  /** When the report was made: a running session's report is as of this moment. */
  generatedAt: number;
  status: 'running' | 'ended';
  /** Where the clock stands: "Turn 3 · Commitment", "Ended". */
  position: string;
  entryCount: number;
  firstAt: number | null;
  lastAt: number | null;
  /** The log's head as the screens show it. */
  head: { seq: number; hash: string; code: string };
  /** Everyone who acted, with how many entries each wrote. */
  people: { name: string; entries: number }[];
  verification: ReportVerification;
  timeline: ReportTimeline;
  /** Draws, rolls, picks, tallies, contests, secrets, setup and notes, oldest first. */
  results: ReportResult[];
  events: ReportTeamEvents[];
  trackers: ReportTrackerSeries[];
  announcements: ReportAnnouncement[];
}

export interface ReportVerification {
  ok: boolean;
  /** The problems found, each with the entry at fault when there is one. */
  problems: { seq: number | null; message: string }[];
  /** The recorded heads the log was compared with. */
  anchors: { source: string; seq: number; hash: string; ok: boolean }[];
  warnings: string[];
}

export interface ReportTimeline {
  start: number;
  end: number;
  rows: TimelineRow[];
  /** How far the projected end has moved from the plan, after each clock entry. */
  drift: { seq: number; at: number; driftMs: number }[];
  plannedEndAt: number | null;
  endedAt: number | null;
}

export interface ReportResult {
  seq: number;
  at: number;
  by: string;
  /** The log filter the entry falls under: "draw", "contest", "event", … */
  kind: string;
  type: string;
  text: string;
  /** The dice as read ("5+4 = 9 on 1d10"); empty for an entry that rolled none. */
  dice: string;
  /** What came of it in words; empty for an entry that is not a roll or ruling. */
  result: string;
  /** Taken back by an undo that was not redone. */
  undone: boolean;
}

export interface ReportTeamEvents {
  /** A team id, or "" for the whole game. */
  team: string;
  name: string;
  items: { seq: number; at: number; by: string; text: string; success: boolean | null }[];
}

export interface ReportTrackerSeries {
  tracker: string;
  trackerName: string;
  /** "" for a global tracker, else a team or player id. */
  holder: string;
  holderName: string;
  /** The start value (at the session's creation), then one point per change. */
  points: { seq: number; at: number; value: number }[];
}

export interface ReportAnnouncement {
  seq: number;
  at: number;
  by: string;
  text: string;
  urgent: boolean;
  undone: boolean;
}
