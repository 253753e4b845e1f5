"""salon: Piquet and Écarté played by the classic laws."""

__version__ = "0.1.0"
