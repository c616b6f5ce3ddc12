"""Network play (issue 29): one authority, the host's game process, and clients that see only their seat.

    protocol.py   message schemas (pydantic, extra="forbid"), newline-delimited JSON, size limits
    framing.py    bytes -> lines with a cap (an oversized line is refused before it is parsed)
    views.py      a PlayerView to and from plain data; the events a seat may see
    commit.py     the seed's commitment (published at the start, opened at the end)
    limits.py     per-connection rate limit
    seats.py      the host's seat plan: who sits where, tokens, presence
    host.py       HostSession: the driver's game served to remote seats (no sockets: links)
    client.py     ClientState (pure) and ClientSession (a link to a host)
    link.py       a QTcpSocket speaking the protocol; server.py the QTcpServer; discovery.py UDP
    headless.py   `conquest-host`: the same host without a window
    bot.py        a client played by a computer player (tests, tools/bench_network.py)
    verify.py     a client's copy of a finished game: the opened seed replayed, written as a save

Nothing here is imported by the engine; the engine knows nothing of the network.
"""
