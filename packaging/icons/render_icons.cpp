// SPDX-License-Identifier: GPL-3.0-or-later
// Renders the application icon (one SVG of our own) to every file the platforms want:
//   qixing-render-icons SVG OUTDIR NAME
// writes OUTDIR/hicolor/<N>x<N>/apps/NAME.png (the freedesktop icon theme), OUTDIR/NAME.ico
// (Windows: PNG-compressed entries) and OUTDIR/NAME.icns (macOS: PNG entries). Both container
// formats are written here, since Qt reads but does not write several sizes into one file.
// Exit status 2 with one line on stderr on bad input.

#include <QBuffer>
#include <QCoreApplication>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>
#include <cstdlib>
#include <utility>
#include <vector>

namespace {
[[noreturn]] void fail(const QString &message)
{
    std::fprintf(stderr, "qixing-render-icons: %s\n", qPrintable(message));
    std::exit(2);
}

QByteArray png(QSvgRenderer &svg, int size)
{
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        svg.render(&p, QRectF(0, 0, size, size));
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG"))
        fail(QStringLiteral("cannot encode a %1 px PNG").arg(size));
    return bytes;
}

void write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        fail(QStringLiteral("cannot write %1: %2").arg(path, f.errorString()));
}

// ICO: a directory of entries, each a PNG (Windows Vista and later read PNG entries).
QByteArray ico(const std::vector<std::pair<int, QByteArray>> &images)
{
    QByteArray out;
    QDataStream s(&out, QIODevice::WriteOnly);
    s.setByteOrder(QDataStream::LittleEndian);
    s << quint16(0) << quint16(1) << quint16(images.size());
    quint32 offset = 6 + 16 * quint32(images.size());
    for (const auto &[size, data] : images) {
        s << quint8(size >= 256 ? 0 : size) << quint8(size >= 256 ? 0 : size) << quint8(0) << quint8(0) << quint16(1)
          << quint16(32) << quint32(data.size()) << offset;
        offset += quint32(data.size());
    }
    for (const auto &image : images)
        s.writeRawData(image.second.constData(), int(image.second.size()));
    return out;
}

// ICNS: "icns", the total length, then typed entries (type, length with its 8-byte header, PNG).
QByteArray icns(const std::vector<std::pair<QByteArray, QByteArray>> &entries)
{
    QByteArray body;
    QDataStream s(&body, QIODevice::WriteOnly);
    s.setByteOrder(QDataStream::BigEndian);
    for (const auto &[type, data] : entries) {
        s.writeRawData(type.constData(), 4);
        s << quint32(8 + data.size());
        s.writeRawData(data.constData(), int(data.size()));
    }
    QByteArray out("icns");
    QDataStream h(&out, QIODevice::Append);
    h.setByteOrder(QDataStream::BigEndian);
    h << quint32(8 + body.size());
    return out + body;
}
} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 4)
        fail(QStringLiteral("usage: qixing-render-icons SVG OUTDIR NAME"));
    QSvgRenderer svg(args[1]);
    if (!svg.isValid())
        fail(QStringLiteral("cannot read the SVG %1").arg(args[1]));
    const QDir out(args[2]);
    const QString name = args[3];

    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256, 512})
        write(out.filePath(QStringLiteral("hicolor/%1x%1/apps/%2.png").arg(size).arg(name)), png(svg, size));

    std::vector<std::pair<int, QByteArray>> icoImages;
    for (const int size : {16, 24, 32, 48, 64, 128, 256})
        icoImages.emplace_back(size, png(svg, size));
    write(out.filePath(name + QStringLiteral(".ico")), ico(icoImages));

    std::vector<std::pair<QByteArray, QByteArray>> icnsEntries;
    for (const auto &[type, size] : std::vector<std::pair<QByteArray, int>> {
             {"icp4", 16}, {"icp5", 32}, {"icp6", 64}, {"ic07", 128}, {"ic08", 256}, {"ic09", 512}, {"ic10", 1024}})
        icnsEntries.emplace_back(type, png(svg, size));
    write(out.filePath(name + QStringLiteral(".icns")), icns(icnsEntries));
    return 0;
}
