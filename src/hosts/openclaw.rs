//! OpenClaw: plugin and hook pack wiring.
