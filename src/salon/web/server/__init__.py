"""The server's machinery: the database, the acknowledged actions, the websockets and their
messages, the protections and limits, and the heavy work's queues and processes."""
