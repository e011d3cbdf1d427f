; ModuleID = 'printf_formats.c'
source_filename = "printf_formats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [66 x i8] c"[%d] [%i] [%5d] [%-5d] [%05d] [%+d] [% d] [%.3d] [%8.4d] [%-+8d]\0A\00", align 1
@.str.1 = private unnamed_addr constant [64 x i8] c"   [%u] [%x] [%X] [%o] [%#x] [%#X] [%#o] [%08x] [%-8x|] [%.0x]\0A\00", align 1
@.str.2 = private unnamed_addr constant [62 x i8] c"zero with precision 0: [%.0d] [%.0u] [%#.0x] [%#.0o] [%5.0d]\0A\00", align 1
@.str.3 = private unnamed_addr constant [37 x i8] c"[%ld] [%25ld] [%-25ld] [%+ld] [%lu]\0A\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"[%lld] [%022lld] [%llu]\0A\00", align 1
@.str.5 = private unnamed_addr constant [24 x i8] c"[%zu] [%10zu] [%-10zu]\0A\00", align 1
@.str.6 = private unnamed_addr constant [28 x i8] c"[%c] [%3c] [%-3c] [%c%c%c]\0A\00", align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"pancam\00", align 1
@.str.8 = private unnamed_addr constant [62 x i8] c"[%s] [%10s] [%-10s] [%.3s] [%10.2s] [%-10.4s] [%.0s] [%.10s]\0A\00", align 1
@.str.9 = private unnamed_addr constant [12 x i8] c"[%s] [%5s]\0A\00", align 1
@.str.10 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.11 = private unnamed_addr constant [35 x i8] c"star width %d: [%*d] [%*s] [%-*d]\0A\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.13 = private unnamed_addr constant [64 x i8] c"[%f] [%.2f] [%10.3f] [%-10.1f] [%+.0f] [%#.0f] [%010.2f] [% f]\0A\00", align 1
@.str.14 = private unnamed_addr constant [67 x i8] c"   [%e] [%.2e] [%12.3e] [%+e] [%g] [%.3g] [%#g] [%10.4g] [%-10g|]\0A\00", align 1
@.str.15 = private unnamed_addr constant [41 x i8] c"%%d literal percent: 100%% [%%] [%5s%%]\0A\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"x\00", align 1
@.str.17 = private unnamed_addr constant [21 x i8] c"%s=%d, %s=%u, %s=%c\0A\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c"c\00", align 1
@.str.21 = private unnamed_addr constant [32 x i8] c"float promoted: %f %.10f %e %g\0A\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c"%d,\00", align 1
@.str.23 = private unnamed_addr constant [27 x i8] c"\0Aprintf returned total %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !15 {
  call void @llvm.dbg.value(metadata i32 0, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 0, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 0, metadata !26, metadata !DIExpression()), !dbg !63
  %1 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !64
  %2 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.1, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !65
  call void @llvm.dbg.value(metadata i64 1, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 1, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 1, metadata !26, metadata !DIExpression()), !dbg !63
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !64
  %4 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.1, i64 0, i64 0), i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !65
  call void @llvm.dbg.value(metadata i64 2, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 2, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 -1, metadata !26, metadata !DIExpression()), !dbg !63
  %5 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1), !dbg !64
  %6 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.1, i64 0, i64 0), i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1, i32 noundef -1), !dbg !65
  call void @llvm.dbg.value(metadata i64 3, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 3, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 42, metadata !26, metadata !DIExpression()), !dbg !63
  %7 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42), !dbg !64
  %8 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.1, i64 0, i64 0), i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42, i32 noundef 42), !dbg !65
  call void @llvm.dbg.value(metadata i64 4, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 4, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 -42, metadata !26, metadata !DIExpression()), !dbg !63
  %9 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42), !dbg !64
  %10 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.1, i64 0, i64 0), i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42, i32 noundef -42), !dbg !65
  call void @llvm.dbg.value(metadata i64 5, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 5, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 255, metadata !26, metadata !DIExpression()), !dbg !63
  %11 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255), !dbg !64
  %12 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.1, i64 0, i64 0), i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255, i32 noundef 255), !dbg !65
  call void @llvm.dbg.value(metadata i64 6, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 6, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 65535, metadata !26, metadata !DIExpression()), !dbg !63
  %13 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535), !dbg !64
  %14 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.1, i64 0, i64 0), i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535, i32 noundef 65535), !dbg !65
  call void @llvm.dbg.value(metadata i64 7, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 7, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 2147483647, metadata !26, metadata !DIExpression()), !dbg !63
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647), !dbg !64
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.1, i64 0, i64 0), i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647, i32 noundef 2147483647), !dbg !65
  call void @llvm.dbg.value(metadata i64 8, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i64 8, metadata !24, metadata !DIExpression()), !dbg !62
  call void @llvm.dbg.value(metadata i32 -2147483648, metadata !26, metadata !DIExpression()), !dbg !63
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([66 x i8], [66 x i8]* @.str, i64 0, i64 0), i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648), !dbg !64
  %18 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.1, i64 0, i64 0), i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648, i32 noundef -2147483648), !dbg !65
  call void @llvm.dbg.value(metadata i64 9, metadata !24, metadata !DIExpression()), !dbg !62
  %19 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([62 x i8], [62 x i8]* @.str.2, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0), !dbg !66
  call void @llvm.dbg.value(metadata i32 0, metadata !34, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i64 0, metadata !34, metadata !DIExpression()), !dbg !67
  %20 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.3, i64 0, i64 0), i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0, i64 noundef 0), !dbg !68
  call void @llvm.dbg.value(metadata i64 1, metadata !34, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i64 1, metadata !34, metadata !DIExpression()), !dbg !67
  %21 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.3, i64 0, i64 0), i64 noundef 9223372036854775807, i64 noundef 9223372036854775807, i64 noundef 9223372036854775807, i64 noundef 9223372036854775807, i64 noundef 9223372036854775807), !dbg !68
  call void @llvm.dbg.value(metadata i64 2, metadata !34, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i64 2, metadata !34, metadata !DIExpression()), !dbg !67
  %22 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.3, i64 0, i64 0), i64 noundef -9223372036854775808, i64 noundef -9223372036854775808, i64 noundef -9223372036854775808, i64 noundef -9223372036854775808, i64 noundef -9223372036854775808), !dbg !68
  call void @llvm.dbg.value(metadata i64 3, metadata !34, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i64 3, metadata !34, metadata !DIExpression()), !dbg !67
  %23 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([37 x i8], [37 x i8]* @.str.3, i64 0, i64 0), i64 noundef -1234567890123, i64 noundef -1234567890123, i64 noundef -1234567890123, i64 noundef -1234567890123, i64 noundef -1234567890123), !dbg !68
  call void @llvm.dbg.value(metadata i64 4, metadata !34, metadata !DIExpression()), !dbg !67
  call void @llvm.dbg.value(metadata i64 0, metadata !39, metadata !DIExpression()), !dbg !70
  %24 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.4, i64 0, i64 0), i64 noundef 0, i64 noundef 0, i64 noundef 0), !dbg !71
  call void @llvm.dbg.value(metadata i64 1, metadata !39, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 1, metadata !39, metadata !DIExpression()), !dbg !70
  %25 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.4, i64 0, i64 0), i64 noundef 9223372036854775807, i64 noundef 9223372036854775807, i64 noundef 9223372036854775807), !dbg !71
  call void @llvm.dbg.value(metadata i64 2, metadata !39, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 2, metadata !39, metadata !DIExpression()), !dbg !70
  %26 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.4, i64 0, i64 0), i64 noundef -9223372036854775808, i64 noundef -9223372036854775808, i64 noundef -9223372036854775808), !dbg !71
  call void @llvm.dbg.value(metadata i64 3, metadata !39, metadata !DIExpression()), !dbg !70
  call void @llvm.dbg.value(metadata i64 3, metadata !39, metadata !DIExpression()), !dbg !70
  %27 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str.4, i64 0, i64 0), i64 noundef 9876543210, i64 noundef 9876543210, i64 noundef 9876543210), !dbg !71
  call void @llvm.dbg.value(metadata i64 4, metadata !39, metadata !DIExpression()), !dbg !70
  %28 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([24 x i8], [24 x i8]* @.str.5, i64 0, i64 0), i64 noundef 16, i64 noundef 12345, i64 noundef 0), !dbg !73
  %29 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([28 x i8], [28 x i8]* @.str.6, i64 0, i64 0), i32 noundef 65, i32 noundef 98, i32 noundef 99, i32 noundef 120, i32 noundef 121, i32 noundef 122), !dbg !74
  call void @llvm.dbg.value(metadata i8* getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), metadata !41, metadata !DIExpression()), !dbg !75
  %30 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([62 x i8], [62 x i8]* @.str.8, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0), i8* noundef getelementptr inbounds ([7 x i8], [7 x i8]* @.str.7, i64 0, i64 0)), !dbg !76
  %31 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.9, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.10, i64 0, i64 0), i8* noundef getelementptr inbounds ([1 x i8], [1 x i8]* @.str.10, i64 0, i64 0)), !dbg !77
  call void @llvm.dbg.value(metadata i32 -8, metadata !45, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 -8, metadata !45, metadata !DIExpression()), !dbg !78
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.11, i64 0, i64 0), i32 noundef -8, i32 noundef -8, i32 noundef 77, i32 noundef -8, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i32 noundef -8, i32 noundef -5), !dbg !79
  call void @llvm.dbg.value(metadata i32 -4, metadata !45, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 -4, metadata !45, metadata !DIExpression()), !dbg !78
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.11, i64 0, i64 0), i32 noundef -4, i32 noundef -4, i32 noundef 77, i32 noundef -4, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i32 noundef -4, i32 noundef -5), !dbg !79
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 0, metadata !45, metadata !DIExpression()), !dbg !78
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.11, i64 0, i64 0), i32 noundef 0, i32 noundef 0, i32 noundef 77, i32 noundef 0, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i32 noundef 0, i32 noundef -5), !dbg !79
  call void @llvm.dbg.value(metadata i32 4, metadata !45, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 4, metadata !45, metadata !DIExpression()), !dbg !78
  %35 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.11, i64 0, i64 0), i32 noundef 4, i32 noundef 4, i32 noundef 77, i32 noundef 4, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i32 noundef 4, i32 noundef -5), !dbg !79
  call void @llvm.dbg.value(metadata i32 8, metadata !45, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i32 8, metadata !45, metadata !DIExpression()), !dbg !78
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([35 x i8], [35 x i8]* @.str.11, i64 0, i64 0), i32 noundef 8, i32 noundef 8, i32 noundef 77, i32 noundef 8, i8* noundef getelementptr inbounds ([3 x i8], [3 x i8]* @.str.12, i64 0, i64 0), i32 noundef 8, i32 noundef -5), !dbg !79
  call void @llvm.dbg.value(metadata i32 12, metadata !45, metadata !DIExpression()), !dbg !78
  call void @llvm.dbg.value(metadata i64 0, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 0.000000e+00, metadata !54, metadata !DIExpression()), !dbg !82
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.13, i64 0, i64 0), double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !83
  %38 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.14, i64 0, i64 0), double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !84
  call void @llvm.dbg.value(metadata i64 1, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 1, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 1.000000e+00, metadata !54, metadata !DIExpression()), !dbg !82
  %39 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.13, i64 0, i64 0), double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !83
  %40 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.14, i64 0, i64 0), double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00), !dbg !84
  call void @llvm.dbg.value(metadata i64 2, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 2, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double -1.000000e+00, metadata !54, metadata !DIExpression()), !dbg !82
  %41 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.13, i64 0, i64 0), double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00), !dbg !83
  %42 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.14, i64 0, i64 0), double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00), !dbg !84
  call void @llvm.dbg.value(metadata i64 3, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 3, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 5.000000e-01, metadata !54, metadata !DIExpression()), !dbg !82
  %43 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.13, i64 0, i64 0), double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01), !dbg !83
  %44 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.14, i64 0, i64 0), double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01), !dbg !84
  call void @llvm.dbg.value(metadata i64 4, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 4, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 0x400921FB54442D11, metadata !54, metadata !DIExpression()), !dbg !82
  %45 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.13, i64 0, i64 0), double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11), !dbg !83
  %46 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.14, i64 0, i64 0), double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11, double noundef 0x400921FB54442D11), !dbg !84
  call void @llvm.dbg.value(metadata i64 5, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 5, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double -2.718280e+00, metadata !54, metadata !DIExpression()), !dbg !82
  %47 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.13, i64 0, i64 0), double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00), !dbg !83
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.14, i64 0, i64 0), double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00, double noundef -2.718280e+00), !dbg !84
  call void @llvm.dbg.value(metadata i64 6, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 6, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 1.000000e+10, metadata !54, metadata !DIExpression()), !dbg !82
  %49 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.13, i64 0, i64 0), double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10), !dbg !83
  %50 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.14, i64 0, i64 0), double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10, double noundef 1.000000e+10), !dbg !84
  call void @llvm.dbg.value(metadata i64 7, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 7, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 1.500000e-07, metadata !54, metadata !DIExpression()), !dbg !82
  %51 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.13, i64 0, i64 0), double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07), !dbg !83
  %52 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.14, i64 0, i64 0), double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07, double noundef 1.500000e-07), !dbg !84
  call void @llvm.dbg.value(metadata i64 8, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 8, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 0x40FE240C9FBE76C9, metadata !54, metadata !DIExpression()), !dbg !82
  %53 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.13, i64 0, i64 0), double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9), !dbg !83
  %54 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.14, i64 0, i64 0), double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9, double noundef 0x40FE240C9FBE76C9), !dbg !84
  call void @llvm.dbg.value(metadata i64 9, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 9, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 1.000000e+21, metadata !54, metadata !DIExpression()), !dbg !82
  %55 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.13, i64 0, i64 0), double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21), !dbg !83
  %56 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.14, i64 0, i64 0), double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21, double noundef 1.000000e+21), !dbg !84
  call void @llvm.dbg.value(metadata i64 10, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 10, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 0x408F3FFEF9DB22D1, metadata !54, metadata !DIExpression()), !dbg !82
  %57 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.13, i64 0, i64 0), double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1), !dbg !83
  %58 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.14, i64 0, i64 0), double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1, double noundef 0x408F3FFEF9DB22D1), !dbg !84
  call void @llvm.dbg.value(metadata i64 11, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i64 11, metadata !52, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata double 1.234560e-04, metadata !54, metadata !DIExpression()), !dbg !82
  %59 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([64 x i8], [64 x i8]* @.str.13, i64 0, i64 0), double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04), !dbg !83
  %60 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([67 x i8], [67 x i8]* @.str.14, i64 0, i64 0), double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04, double noundef 1.234560e-04), !dbg !84
  call void @llvm.dbg.value(metadata i64 12, metadata !52, metadata !DIExpression()), !dbg !81
  %61 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([41 x i8], [41 x i8]* @.str.15, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.16, i64 0, i64 0)), !dbg !85
  %62 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([21 x i8], [21 x i8]* @.str.17, i64 0, i64 0), i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.18, i64 0, i64 0), i32 noundef 1, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.19, i64 0, i64 0), i32 noundef 2, i8* noundef getelementptr inbounds ([2 x i8], [2 x i8]* @.str.20, i64 0, i64 0), i32 noundef 51), !dbg !86
  call void @llvm.dbg.value(metadata float 0x3FB99999A0000000, metadata !57, metadata !DIExpression()), !dbg !75
  %63 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([32 x i8], [32 x i8]* @.str.21, i64 0, i64 0), double noundef 0x3FB99999A0000000, double noundef 0x3FB99999A0000000, double noundef 0x3FB99999A0000000, double noundef 0x3FB99999A0000000), !dbg !87
  call void @llvm.dbg.value(metadata i32 0, metadata !59, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32 0, metadata !60, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32 0, metadata !59, metadata !DIExpression()), !dbg !75
  %64 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 0), !dbg !89
  call void @llvm.dbg.value(metadata i32 %64, metadata !59, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 1, metadata !60, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32 1, metadata !60, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32 %64, metadata !59, metadata !DIExpression()), !dbg !75
  %65 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 1), !dbg !89
  %66 = add nsw i32 %65, %64, !dbg !91
  call void @llvm.dbg.value(metadata i32 %66, metadata !59, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 2, metadata !60, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32 2, metadata !60, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32 %66, metadata !59, metadata !DIExpression()), !dbg !75
  %67 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 8), !dbg !89
  %68 = add nsw i32 %67, %66, !dbg !91
  call void @llvm.dbg.value(metadata i32 %68, metadata !59, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 3, metadata !60, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32 3, metadata !60, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32 %68, metadata !59, metadata !DIExpression()), !dbg !75
  %69 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 27), !dbg !89
  %70 = add nsw i32 %69, %68, !dbg !91
  call void @llvm.dbg.value(metadata i32 %70, metadata !59, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 4, metadata !60, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32 4, metadata !60, metadata !DIExpression()), !dbg !88
  call void @llvm.dbg.value(metadata i32 %70, metadata !59, metadata !DIExpression()), !dbg !75
  %71 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([4 x i8], [4 x i8]* @.str.22, i64 0, i64 0), i32 noundef 64), !dbg !89
  %72 = add nsw i32 %71, %70, !dbg !91
  call void @llvm.dbg.value(metadata i32 %72, metadata !59, metadata !DIExpression()), !dbg !75
  call void @llvm.dbg.value(metadata i32 5, metadata !60, metadata !DIExpression()), !dbg !88
  %73 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([27 x i8], [27 x i8]* @.str.23, i64 0, i64 0), i32 noundef %72), !dbg !92
  ret i32 0, !dbg !93
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "printf_formats.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "4de03fef677a214f30291cd4985ea232")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!4 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !7, line: 46, baseType: !4)
!7 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "2499dd2361b915724b073282bea3a7bc")
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 7, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 1}
!14 = !{!"Debian clang version 14.0.6"}
!15 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 6, type: !16, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18}
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !24, !26, !29, !34, !36, !39, !41, !45, !47, !52, !54, !57, !59, !60}
!20 = !DILocalVariable(name: "iv", scope: !15, file: !1, line: 7, type: !21)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 288, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 9)
!24 = !DILocalVariable(name: "i", scope: !25, file: !1, line: 8, type: !18)
!25 = distinct !DILexicalBlock(scope: !15, file: !1, line: 8, column: 5)
!26 = !DILocalVariable(name: "v", scope: !27, file: !1, line: 9, type: !18)
!27 = distinct !DILexicalBlock(scope: !28, file: !1, line: 8, column: 33)
!28 = distinct !DILexicalBlock(scope: !25, file: !1, line: 8, column: 5)
!29 = !DILocalVariable(name: "lv", scope: !15, file: !1, line: 17, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 256, elements: !32)
!31 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!32 = !{!33}
!33 = !DISubrange(count: 4)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 18, type: !18)
!35 = distinct !DILexicalBlock(scope: !15, file: !1, line: 18, column: 5)
!36 = !DILocalVariable(name: "llv", scope: !15, file: !1, line: 21, type: !37)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 256, elements: !32)
!38 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!39 = !DILocalVariable(name: "i", scope: !40, file: !1, line: 22, type: !18)
!40 = distinct !DILexicalBlock(scope: !15, file: !1, line: 22, column: 5)
!41 = !DILocalVariable(name: "s", scope: !15, file: !1, line: 26, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!44 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!45 = !DILocalVariable(name: "w", scope: !46, file: !1, line: 30, type: !18)
!46 = distinct !DILexicalBlock(scope: !15, file: !1, line: 30, column: 5)
!47 = !DILocalVariable(name: "dv", scope: !15, file: !1, line: 32, type: !48)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 768, elements: !50)
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !{!51}
!51 = !DISubrange(count: 12)
!52 = !DILocalVariable(name: "i", scope: !53, file: !1, line: 34, type: !18)
!53 = distinct !DILexicalBlock(scope: !15, file: !1, line: 34, column: 5)
!54 = !DILocalVariable(name: "d", scope: !55, file: !1, line: 35, type: !49)
!55 = distinct !DILexicalBlock(scope: !56, file: !1, line: 34, column: 34)
!56 = distinct !DILexicalBlock(scope: !53, file: !1, line: 34, column: 5)
!57 = !DILocalVariable(name: "f", scope: !15, file: !1, line: 43, type: !58)
!58 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!59 = !DILocalVariable(name: "total", scope: !15, file: !1, line: 45, type: !18)
!60 = !DILocalVariable(name: "i", scope: !61, file: !1, line: 46, type: !18)
!61 = distinct !DILexicalBlock(scope: !15, file: !1, line: 46, column: 5)
!62 = !DILocation(line: 0, scope: !25)
!63 = !DILocation(line: 0, scope: !27)
!64 = !DILocation(line: 10, column: 9, scope: !27)
!65 = !DILocation(line: 12, column: 9, scope: !27)
!66 = !DILocation(line: 16, column: 5, scope: !15)
!67 = !DILocation(line: 0, scope: !35)
!68 = !DILocation(line: 19, column: 9, scope: !69)
!69 = distinct !DILexicalBlock(scope: !35, file: !1, line: 18, column: 5)
!70 = !DILocation(line: 0, scope: !40)
!71 = !DILocation(line: 23, column: 9, scope: !72)
!72 = distinct !DILexicalBlock(scope: !40, file: !1, line: 22, column: 5)
!73 = !DILocation(line: 24, column: 5, scope: !15)
!74 = !DILocation(line: 25, column: 5, scope: !15)
!75 = !DILocation(line: 0, scope: !15)
!76 = !DILocation(line: 27, column: 5, scope: !15)
!77 = !DILocation(line: 29, column: 5, scope: !15)
!78 = !DILocation(line: 0, scope: !46)
!79 = !DILocation(line: 31, column: 9, scope: !80)
!80 = distinct !DILexicalBlock(scope: !46, file: !1, line: 30, column: 5)
!81 = !DILocation(line: 0, scope: !53)
!82 = !DILocation(line: 0, scope: !55)
!83 = !DILocation(line: 36, column: 9, scope: !55)
!84 = !DILocation(line: 38, column: 9, scope: !55)
!85 = !DILocation(line: 41, column: 5, scope: !15)
!86 = !DILocation(line: 42, column: 5, scope: !15)
!87 = !DILocation(line: 44, column: 5, scope: !15)
!88 = !DILocation(line: 0, scope: !61)
!89 = !DILocation(line: 47, column: 18, scope: !90)
!90 = distinct !DILexicalBlock(scope: !61, file: !1, line: 46, column: 5)
!91 = !DILocation(line: 47, column: 15, scope: !90)
!92 = !DILocation(line: 48, column: 5, scope: !15)
!93 = !DILocation(line: 49, column: 5, scope: !15)
