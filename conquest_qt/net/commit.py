"""The seed's commitment: the host publishes sha256("<salt>:<seed>") when a game starts and opens it
(seed and salt) when the game ends, so any player can check that no roll was chosen after the start.

The salt is 128 random bits: a hash of the seed alone could be reversed by trying seeds. The seed itself
is 63 random bits, so no client can find it from the dice he sees and foresee the next ones."""

from __future__ import annotations

import hashlib
import hmac
import secrets


def new_seed() -> int:
    return secrets.randbits(63)


def new_salt() -> str:
    return secrets.token_hex(16)


def seed_hash(seed: int, salt: str) -> str:
    return hashlib.sha256(f"{salt}:{seed}".encode()).hexdigest()


def opens(commitment: str, seed: int, salt: str) -> bool:
    """True when `seed` and `salt` are what `commitment` promised."""
    return hmac.compare_digest(commitment, seed_hash(seed, salt))
