#!/usr/bin/env python3
"""Print every sheet of an Excel file as tab-separated rows (needs openpyxl)."""
import sys

try:
    from openpyxl import load_workbook
except ImportError:
    sys.exit("需要先安装 openpyxl：pip install openpyxl")


def main(path):
    workbook = load_workbook(path, read_only=True, data_only=True)
    for sheet in workbook.worksheets:
        print(f"# {sheet.title}")
        for row in sheet.iter_rows(values_only=True):
            print("\t".join("" if v is None else str(v) for v in row))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("用法：process_excel.py 文件.xlsx")
    main(sys.argv[1])
