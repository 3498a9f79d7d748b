//! Claude Code settings.json: install / uninstall / status of our hook entries.
