/**
 * Hand-drawn product illustrations as inline SVG (no network for images):
 * one gradient backdrop plus a small glyph per kind.
 */
import type { ReactElement } from "react";

export type IllustrationKind =
  | "rss"
  | "pdc"
  | "roller"
  | "stabilizer"
  | "reamer"
  | "sensor"
  | "software"
  | "chart"
  | "rig"
  | "turbine"
  | "globe"
  | "training"
  | "video"
  | "document"
  | "team"
  | "news";

const GLYPHS: Record<IllustrationKind, ReactElement> = {
  rss: (
    <g>
      <rect x="40" y="78" width="240" height="24" rx="6" fill="#adb5bd" />
      <rect x="90" y="72" width="40" height="36" rx="4" fill="#f59f00" />
      <rect x="170" y="72" width="30" height="36" rx="4" fill="#74c0fc" />
      <path d="M280 90l30-14v28z" fill="#ced4da" />
      <path d="M40 130 C120 130 200 120 300 60" stroke="#ffd43b" strokeWidth="3" fill="none" strokeDasharray="8 6" />
    </g>
  ),
  pdc: (
    <g>
      <path d="M120 50h80l20 40-60 70-60-70z" fill="#adb5bd" />
      <circle cx="140" cy="80" r="8" fill="#f59f00" />
      <circle cx="180" cy="80" r="8" fill="#f59f00" />
      <circle cx="160" cy="105" r="8" fill="#f59f00" />
    </g>
  ),
  roller: (
    <g>
      <circle cx="125" cy="100" r="32" fill="#adb5bd" />
      <circle cx="195" cy="100" r="32" fill="#ced4da" />
      <circle cx="160" cy="70" r="32" fill="#868e96" />
      <circle cx="160" cy="88" r="10" fill="#f59f00" />
    </g>
  ),
  stabilizer: (
    <g>
      <rect x="60" y="84" width="200" height="16" rx="4" fill="#adb5bd" />
      <rect x="120" y="66" width="80" height="52" rx="10" fill="#74c0fc" />
      <path d="M130 66v52M150 66v52M170 66v52M190 66v52" stroke="#1c7ed6" strokeWidth="4" />
    </g>
  ),
  reamer: (
    <g>
      <rect x="50" y="84" width="220" height="16" rx="4" fill="#adb5bd" />
      <path d="M120 84l20-26h40l20 26M120 100l20 26h40l20-26" fill="#f59f00" />
    </g>
  ),
  sensor: (
    <g>
      <rect x="70" y="80" width="180" height="28" rx="8" fill="#adb5bd" />
      <path d="M160 70a30 30 0 0 1 30 -30M160 70a50 50 0 0 1 50 -50" stroke="#ffd43b" strokeWidth="4" fill="none" />
      <circle cx="160" cy="94" r="8" fill="#51cf66" />
    </g>
  ),
  software: (
    <g>
      <rect x="70" y="40" width="180" height="110" rx="8" fill="#e9ecef" />
      <rect x="70" y="40" width="180" height="16" rx="8" fill="#495057" />
      <path d="M85 130l30-30 25 15 35-45 30 25 30-20" stroke="#1c7ed6" strokeWidth="4" fill="none" />
    </g>
  ),
  chart: (
    <g>
      <rect x="90" y="100" width="24" height="50" fill="#74c0fc" />
      <rect x="130" y="80" width="24" height="70" fill="#4dabf7" />
      <rect x="170" y="60" width="24" height="90" fill="#f59f00" />
      <rect x="210" y="40" width="24" height="110" fill="#ffd43b" />
    </g>
  ),
  rig: (
    <g>
      <path d="M160 30l-45 130h90z" fill="none" stroke="#ced4da" strokeWidth="5" />
      <path d="M130 110h60M140 80h40M150 55h20" stroke="#ced4da" strokeWidth="4" />
      <rect x="100" y="155" width="120" height="10" fill="#f59f00" />
    </g>
  ),
  turbine: (
    <g>
      <circle cx="160" cy="95" r="50" fill="none" stroke="#ced4da" strokeWidth="5" />
      <path d="M160 95l0-45M160 95l43 14M160 95l-27 37M160 95l-43 14M160 95l27 37" stroke="#ffd43b" strokeWidth="6" />
      <circle cx="160" cy="95" r="10" fill="#f59f00" />
    </g>
  ),
  globe: (
    <g fill="none" stroke="#ced4da" strokeWidth="4">
      <circle cx="160" cy="95" r="55" />
      <ellipse cx="160" cy="95" rx="25" ry="55" />
      <path d="M105 95h110M115 65h90M115 125h90" />
    </g>
  ),
  training: (
    <g>
      <rect x="80" y="45" width="160" height="90" rx="6" fill="#e9ecef" />
      <path d="M100 70h80M100 90h110M100 110h60" stroke="#495057" strokeWidth="6" />
      <circle cx="230" cy="140" r="18" fill="#f59f00" />
    </g>
  ),
  video: (
    <g>
      <rect x="80" y="45" width="160" height="100" rx="10" fill="#343a40" />
      <path d="M150 75l35 20-35 20z" fill="#ffd43b" />
    </g>
  ),
  document: (
    <g>
      <path d="M115 35h70l30 30v100h-100z" fill="#f8f9fa" />
      <path d="M185 35v30h30" fill="#ced4da" />
      <path d="M130 90h70M130 110h70M130 130h45" stroke="#868e96" strokeWidth="6" />
    </g>
  ),
  team: (
    <g fill="#ced4da">
      <circle cx="120" cy="80" r="18" />
      <circle cx="200" cy="80" r="18" />
      <circle cx="160" cy="70" r="22" fill="#ffd43b" />
      <path d="M95 140a25 25 0 0 1 50 0zM175 140a25 25 0 0 1 50 0z" />
      <path d="M130 145a30 30 0 0 1 60 0z" fill="#f59f00" />
    </g>
  ),
  news: (
    <g>
      <rect x="85" y="45" width="150" height="105" rx="6" fill="#f8f9fa" />
      <rect x="100" y="60" width="55" height="40" fill="#74c0fc" />
      <path d="M170 65h50M170 80h50M170 95h35M100 118h120M100 133h90" stroke="#868e96" strokeWidth="5" />
    </g>
  ),
};

/** Draws illustration `kind` on a navy gradient, 320×190 viewBox, scaling to its frame. */
export function Illustration({ kind }: { kind: IllustrationKind }) {
  return (
    <svg viewBox="0 0 320 190" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="320" height="190" fill="#12344d" />
      <path d="M0 150 Q160 110 320 150 V190 H0z" fill="#1b4f72" />
      {GLYPHS[kind]}
    </svg>
  );
}
