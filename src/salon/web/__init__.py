"""The salon web app: tables served over HTTP and websockets, kept in a database."""
