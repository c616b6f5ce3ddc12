"""The nuclear add-on's computer-player part (VARIANTS.md V2; manifest.py names this home).

A placeholder the AI engineer fills (issue 25): buying, holding, firing, intercepting and
counter-striking. Until then every level plays legal games with the add-on on through the generic
fallback of ai/registry.py (an add-on's own decision is answered with its safest legal answer)."""

from __future__ import annotations

AI_PART = None  # no nuclear skills yet
