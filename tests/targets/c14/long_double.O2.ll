; ModuleID = 'long_double.c'
source_filename = "long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"sizeof(long double)=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [45 x i8] c"(1e16+1)-1e16: long double %.1f double %.1f\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"third*3-1 = %e\0A\00", align 1
@.str.3 = private unnamed_addr constant [36 x i8] c"long double epsilon bits=%d eps=%e\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"H(1000) = %.15f\0A\00", align 1
@.str.5 = private unnamed_addr constant [53 x i8] c"2^53+1 -> long double -> ll: %lld, via double: %lld\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"u64 max exact: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"%d! = %.6e\0A\00", align 1
@.str.8 = private unnamed_addr constant [13 x i8] c"%f %f %f %f\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !13 {
  call void @llvm.dbg.declare(metadata [6 x i8]* undef, metadata !18, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !38
  %1 = alloca x86_fp80, align 16
  call void @llvm.dbg.declare(metadata [6 x i8]* undef, metadata !21, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !39
  %2 = alloca double, align 8
  call void @llvm.dbg.declare(metadata [6 x i8]* undef, metadata !25, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !40
  call void @llvm.dbg.declare(metadata [6 x i8]* undef, metadata !26, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !41
  call void @llvm.dbg.declare(metadata [6 x i8]* undef, metadata !27, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !42
  call void @llvm.dbg.declare(metadata [6 x i8]* undef, metadata !30, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !43
  call void @llvm.dbg.declare(metadata [6 x i8]* undef, metadata !32, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !44
  call void @llvm.dbg.declare(metadata [6 x i8]* undef, metadata !33, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !45
  call void @llvm.dbg.declare(metadata [6 x i8]* undef, metadata !36, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !46
  call void @llvm.dbg.declare(metadata [6 x i8]* undef, metadata !37, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !47
  %3 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([25 x i8], [25 x i8]* @.str, i64 0, i64 0), i64 noundef 16), !dbg !48
  %4 = bitcast x86_fp80* %1 to i8*, !dbg !49
  call void @llvm.lifetime.start.p0i8(i64 10, i8* nonnull %4), !dbg !49
  call void @llvm.dbg.declare(metadata x86_fp80* %1, metadata !18, metadata !DIExpression()), !dbg !38
  store volatile x86_fp80 0xK40348E1BC9BF04000000, x86_fp80* %1, align 16, !dbg !38, !tbaa !50
  %5 = load volatile x86_fp80, x86_fp80* %1, align 16, !dbg !54, !tbaa !50
  %6 = fadd x86_fp80 %5, 0xK3FFF8000000000000000, !dbg !55
  %7 = load volatile x86_fp80, x86_fp80* %1, align 16, !dbg !56, !tbaa !50
  %8 = fsub x86_fp80 %6, %7, !dbg !57
  call void @llvm.dbg.value(metadata x86_fp80 %8, metadata !21, metadata !DIExpression()), !dbg !58
  %9 = bitcast double* %2 to i8*, !dbg !59
  call void @llvm.lifetime.start.p0i8(i64 8, i8* nonnull %9), !dbg !59
  call void @llvm.dbg.declare(metadata double* %2, metadata !22, metadata !DIExpression()), !dbg !60
  store volatile double 1.000000e+16, double* %2, align 8, !dbg !60, !tbaa !61
  %10 = load volatile double, double* %2, align 8, !dbg !63, !tbaa !61
  %11 = fadd double %10, 1.000000e+00, !dbg !64
  %12 = load volatile double, double* %2, align 8, !dbg !65, !tbaa !61
  %13 = fsub double %11, %12, !dbg !66
  call void @llvm.dbg.value(metadata double %13, metadata !24, metadata !DIExpression()), !dbg !58
  %14 = fptrunc x86_fp80 %8 to double, !dbg !67
  %15 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([45 x i8], [45 x i8]* @.str.1, i64 0, i64 0), double noundef %14, double noundef %13), !dbg !68
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, metadata !25, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFF8000000000000000, metadata !26, metadata !DIExpression()), !dbg !58
  %16 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([16 x i8], [16 x i8]* @.str.2, i64 0, i64 0), double noundef 0.000000e+00), !dbg !69
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFF8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFF8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 0, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFE8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFE8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 1, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFD8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 2, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFD8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 2, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFC8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 3, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFC8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 3, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFB8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 4, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFB8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 4, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFA8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 5, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFA8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 5, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF98000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 6, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF98000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 6, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF88000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 7, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF88000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 7, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF78000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 8, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF78000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 8, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF68000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 9, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF68000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 9, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF58000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 10, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF58000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 10, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF48000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 11, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF48000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 11, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF38000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 12, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF38000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 12, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF28000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 13, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF28000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 13, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF18000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 14, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF18000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 14, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF08000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 15, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FF08000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 15, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FEF8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 16, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FEF8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 16, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FEE8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 17, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FEE8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 17, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FED8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 18, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FED8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 18, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FEC8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 19, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FEC8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 19, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FEB8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 20, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FEB8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 20, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FEA8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 21, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FEA8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 21, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE98000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 22, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE98000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 22, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE88000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 23, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE88000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 23, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE78000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 24, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE78000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 24, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE68000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 25, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE68000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 25, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE58000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 26, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE58000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 26, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE48000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 27, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE48000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 27, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE38000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 28, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE38000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 28, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE28000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 29, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE28000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 29, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE18000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 30, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE18000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 30, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE08000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 31, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FE08000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 31, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FDF8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 32, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FDF8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 32, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FDE8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 33, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FDE8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 33, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FDD8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 34, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FDD8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 34, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FDC8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 35, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FDC8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 35, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FDB8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 36, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FDB8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 36, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FDA8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 37, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FDA8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 37, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD98000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 38, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD98000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 38, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD88000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 39, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD88000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 39, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD78000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 40, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD78000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 40, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD68000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 41, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD68000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 41, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD58000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 42, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD58000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 42, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD48000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 43, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD48000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 43, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD38000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 44, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD38000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 44, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD28000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 45, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD28000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 45, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD18000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 46, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD18000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 46, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD08000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 47, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FD08000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 47, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FCF8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 48, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FCF8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 48, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FCE8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 49, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FCE8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 49, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FCD8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 50, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FCD8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 50, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FCC8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 51, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FCC8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 51, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FCB8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 52, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FCB8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 52, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FCA8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 53, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FCA8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 53, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC98000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 54, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC98000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 54, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC88000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 55, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC88000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 55, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC78000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 56, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC78000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 56, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC68000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 57, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC68000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 57, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC58000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 58, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC58000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 58, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC48000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 59, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC48000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 59, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC38000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 60, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC38000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 60, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC28000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 61, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC28000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 61, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC18000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 62, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC18000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 62, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC08000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 63, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FC08000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 63, metadata !28, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FBF8000000000000000, metadata !27, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 64, metadata !28, metadata !DIExpression()), !dbg !58
  %17 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([36 x i8], [36 x i8]* @.str.3, i64 0, i64 0), i32 noundef 63, double noundef 0x3C00000000000000), !dbg !70
  call void @llvm.dbg.declare(metadata [6 x i8]* undef, metadata !71, metadata !DIExpression(DW_OP_LLVM_fragment, 80, 48)), !dbg !79
  call void @llvm.dbg.value(metadata i32 1000, metadata !76, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata x86_fp80 0xK00000000000000000000, metadata !71, metadata !DIExpression()), !dbg !81
  call void @llvm.dbg.value(metadata i32 1, metadata !77, metadata !DIExpression()), !dbg !82
  br label %18, !dbg !83

18:                                               ; preds = %18, %0
  %19 = phi i32 [ 1, %0 ], [ %28, %18 ]
  %20 = phi x86_fp80 [ 0xK00000000000000000000, %0 ], [ %27, %18 ]
  call void @llvm.dbg.value(metadata i32 %19, metadata !77, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata x86_fp80 %20, metadata !71, metadata !DIExpression()), !dbg !81
  %21 = sitofp i32 %19 to x86_fp80, !dbg !84
  %22 = fdiv x86_fp80 0xK3FFF8000000000000000, %21, !dbg !86
  %23 = fadd x86_fp80 %20, %22, !dbg !87
  call void @llvm.dbg.value(metadata x86_fp80 %23, metadata !71, metadata !DIExpression()), !dbg !81
  %24 = add nuw nsw i32 %19, 1, !dbg !88
  call void @llvm.dbg.value(metadata i32 %24, metadata !77, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata i32 %24, metadata !77, metadata !DIExpression()), !dbg !82
  call void @llvm.dbg.value(metadata x86_fp80 %23, metadata !71, metadata !DIExpression()), !dbg !81
  %25 = sitofp i32 %24 to x86_fp80, !dbg !84
  %26 = fdiv x86_fp80 0xK3FFF8000000000000000, %25, !dbg !86
  %27 = fadd x86_fp80 %23, %26, !dbg !87
  call void @llvm.dbg.value(metadata x86_fp80 %27, metadata !71, metadata !DIExpression()), !dbg !81
  %28 = add nuw nsw i32 %19, 2, !dbg !88
  call void @llvm.dbg.value(metadata i32 %28, metadata !77, metadata !DIExpression()), !dbg !82
  %29 = icmp eq i32 %28, 1001, !dbg !89
  br i1 %29, label %30, label %18, !dbg !83, !llvm.loop !90

30:                                               ; preds = %18
  %31 = fptrunc x86_fp80 %27 to double, !dbg !93
  %32 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([17 x i8], [17 x i8]* @.str.4, i64 0, i64 0), double noundef %31), !dbg !94
  call void @llvm.dbg.value(metadata i64 9007199254740993, metadata !29, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK40348000000000000400, metadata !30, metadata !DIExpression()), !dbg !58
  %33 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([53 x i8], [53 x i8]* @.str.5, i64 0, i64 0), i64 noundef 9007199254740993, i64 noundef 9007199254740992), !dbg !95
  call void @llvm.dbg.value(metadata i64 -1, metadata !31, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xK403EFFFFFFFFFFFFFFFF, metadata !32, metadata !DIExpression()), !dbg !58
  %34 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([19 x i8], [19 x i8]* @.str.6, i64 0, i64 0), i32 noundef 1), !dbg !96
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFF8000000000000000, metadata !33, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 1, metadata !34, metadata !DIExpression()), !dbg !97
  br label %38, !dbg !98

35:                                               ; preds = %49
  call void @llvm.dbg.value(metadata x86_fp80 0xK3FFFC000000000000000, metadata !36, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata x86_fp80 0xKC0009000000000000000, metadata !37, metadata !DIExpression()), !dbg !58
  %36 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([13 x i8], [13 x i8]* @.str.8, i64 0, i64 0), double noundef -7.500000e-01, double noundef -3.375000e+00, double noundef 0xBFE5555555555555, double noundef 3.750000e+00), !dbg !99
  %37 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([14 x i8], [14 x i8]* @.str.9, i64 0, i64 0), i32 noundef 0, i32 noundef 1, i32 noundef 1), !dbg !100
  call void @llvm.lifetime.end.p0i8(i64 8, i8* nonnull %9), !dbg !101
  call void @llvm.lifetime.end.p0i8(i64 10, i8* nonnull %4), !dbg !101
  ret i32 0, !dbg !102

38:                                               ; preds = %30, %49
  %39 = phi x86_fp80 [ 0xK3FFF8000000000000000, %30 ], [ %42, %49 ]
  %40 = phi i32 [ 1, %30 ], [ %50, %49 ]
  call void @llvm.dbg.value(metadata x86_fp80 %39, metadata !33, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 %40, metadata !34, metadata !DIExpression()), !dbg !97
  %41 = sitofp i32 %40 to x86_fp80, !dbg !103
  %42 = fmul x86_fp80 %39, %41, !dbg !106
  call void @llvm.dbg.value(metadata x86_fp80 %42, metadata !33, metadata !DIExpression()), !dbg !58
  %43 = trunc i32 %40 to i8, !dbg !107
  %44 = urem i8 %43, 5, !dbg !107
  %45 = icmp eq i8 %44, 0, !dbg !109
  br i1 %45, label %46, label %49, !dbg !110

46:                                               ; preds = %38
  %47 = fptrunc x86_fp80 %42 to double, !dbg !111
  %48 = tail call i32 (i8*, ...) @printf(i8* noundef nonnull dereferenceable(1) getelementptr inbounds ([12 x i8], [12 x i8]* @.str.7, i64 0, i64 0), i32 noundef %40, double noundef %47), !dbg !112
  br label %49, !dbg !112

49:                                               ; preds = %38, %46
  %50 = add nuw nsw i32 %40, 1, !dbg !113
  call void @llvm.dbg.value(metadata x86_fp80 %42, metadata !33, metadata !DIExpression()), !dbg !58
  call void @llvm.dbg.value(metadata i32 %50, metadata !34, metadata !DIExpression()), !dbg !97
  %51 = icmp eq i32 %50, 26, !dbg !114
  br i1 %51, label %35, label %38, !dbg !98, !llvm.loop !115
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(i8* nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.start.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.declare(metadata, metadata, metadata) #3

; Function Attrs: argmemonly mustprogress nofree nosync nounwind willreturn
declare void @llvm.lifetime.end.p0i8(i64 immarg, i8* nocapture) #2

; Function Attrs: nofree nosync nounwind readnone speculatable willreturn
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "frame-pointer"="none" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { argmemonly mustprogress nofree nosync nounwind willreturn }
attributes #3 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #4 = { nofree nosync nounwind readnone speculatable willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "long_double.c", directory: "/work/wt-errtests/tests/c", checksumkind: CSK_MD5, checksum: "e31305d7c9cd9495e745c451b186b022")
!2 = !{!3, !4, !5}
!3 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!4 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 7, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 1}
!12 = !{!"Debian clang version 14.0.6"}
!13 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !14, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!18, !21, !22, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !36, !37}
!18 = !DILocalVariable(name: "big", scope: !13, file: !1, line: 14, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !20)
!20 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!21 = !DILocalVariable(name: "r", scope: !13, file: !1, line: 15, type: !20)
!22 = !DILocalVariable(name: "dbig", scope: !13, file: !1, line: 16, type: !23)
!23 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !3)
!24 = !DILocalVariable(name: "dr", scope: !13, file: !1, line: 17, type: !3)
!25 = !DILocalVariable(name: "third", scope: !13, file: !1, line: 19, type: !20)
!26 = !DILocalVariable(name: "third3", scope: !13, file: !1, line: 20, type: !20)
!27 = !DILocalVariable(name: "x", scope: !13, file: !1, line: 22, type: !20)
!28 = !DILocalVariable(name: "bits", scope: !13, file: !1, line: 23, type: !16)
!29 = !DILocalVariable(name: "big_int", scope: !13, file: !1, line: 30, type: !4)
!30 = !DILocalVariable(name: "lbi", scope: !13, file: !1, line: 31, type: !20)
!31 = !DILocalVariable(name: "u", scope: !13, file: !1, line: 34, type: !5)
!32 = !DILocalVariable(name: "lu", scope: !13, file: !1, line: 35, type: !20)
!33 = !DILocalVariable(name: "f", scope: !13, file: !1, line: 37, type: !20)
!34 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 38, type: !16)
!35 = distinct !DILexicalBlock(scope: !13, file: !1, line: 38, column: 5)
!36 = !DILocalVariable(name: "a", scope: !13, file: !1, line: 43, type: !20)
!37 = !DILocalVariable(name: "b", scope: !13, file: !1, line: 43, type: !20)
!38 = !DILocation(line: 14, column: 26, scope: !13)
!39 = !DILocation(line: 15, column: 17, scope: !13)
!40 = !DILocation(line: 19, column: 17, scope: !13)
!41 = !DILocation(line: 20, column: 17, scope: !13)
!42 = !DILocation(line: 22, column: 17, scope: !13)
!43 = !DILocation(line: 31, column: 17, scope: !13)
!44 = !DILocation(line: 35, column: 17, scope: !13)
!45 = !DILocation(line: 37, column: 17, scope: !13)
!46 = !DILocation(line: 43, column: 17, scope: !13)
!47 = !DILocation(line: 43, column: 27, scope: !13)
!48 = !DILocation(line: 13, column: 5, scope: !13)
!49 = !DILocation(line: 14, column: 5, scope: !13)
!50 = !{!51, !51, i64 0}
!51 = !{!"long double", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 15, column: 22, scope: !13)
!55 = !DILocation(line: 15, column: 26, scope: !13)
!56 = !DILocation(line: 15, column: 33, scope: !13)
!57 = !DILocation(line: 15, column: 31, scope: !13)
!58 = !DILocation(line: 0, scope: !13)
!59 = !DILocation(line: 16, column: 5, scope: !13)
!60 = !DILocation(line: 16, column: 21, scope: !13)
!61 = !{!62, !62, i64 0}
!62 = !{!"double", !52, i64 0}
!63 = !DILocation(line: 17, column: 18, scope: !13)
!64 = !DILocation(line: 17, column: 23, scope: !13)
!65 = !DILocation(line: 17, column: 30, scope: !13)
!66 = !DILocation(line: 17, column: 28, scope: !13)
!67 = !DILocation(line: 18, column: 61, scope: !13)
!68 = !DILocation(line: 18, column: 5, scope: !13)
!69 = !DILocation(line: 21, column: 5, scope: !13)
!70 = !DILocation(line: 28, column: 5, scope: !13)
!71 = !DILocalVariable(name: "s", scope: !72, file: !1, line: 6, type: !20)
!72 = distinct !DISubprogram(name: "ld_sum", scope: !1, file: !1, line: 5, type: !73, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !75)
!73 = !DISubroutineType(types: !74)
!74 = !{!20, !16}
!75 = !{!76, !71, !77}
!76 = !DILocalVariable(name: "n", arg: 1, scope: !72, file: !1, line: 5, type: !16)
!77 = !DILocalVariable(name: "i", scope: !78, file: !1, line: 7, type: !16)
!78 = distinct !DILexicalBlock(scope: !72, file: !1, line: 7, column: 5)
!79 = !DILocation(line: 6, column: 17, scope: !72, inlinedAt: !80)
!80 = distinct !DILocation(line: 29, column: 41, scope: !13)
!81 = !DILocation(line: 0, scope: !72, inlinedAt: !80)
!82 = !DILocation(line: 0, scope: !78, inlinedAt: !80)
!83 = !DILocation(line: 7, column: 5, scope: !78, inlinedAt: !80)
!84 = !DILocation(line: 8, column: 21, scope: !85, inlinedAt: !80)
!85 = distinct !DILexicalBlock(scope: !78, file: !1, line: 7, column: 5)
!86 = !DILocation(line: 8, column: 19, scope: !85, inlinedAt: !80)
!87 = !DILocation(line: 8, column: 11, scope: !85, inlinedAt: !80)
!88 = !DILocation(line: 7, column: 30, scope: !85, inlinedAt: !80)
!89 = !DILocation(line: 7, column: 23, scope: !85, inlinedAt: !80)
!90 = distinct !{!90, !83, !91, !92}
!91 = !DILocation(line: 8, column: 21, scope: !78, inlinedAt: !80)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 29, column: 33, scope: !13)
!94 = !DILocation(line: 29, column: 5, scope: !13)
!95 = !DILocation(line: 32, column: 5, scope: !13)
!96 = !DILocation(line: 36, column: 5, scope: !13)
!97 = !DILocation(line: 0, scope: !35)
!98 = !DILocation(line: 38, column: 5, scope: !35)
!99 = !DILocation(line: 44, column: 5, scope: !13)
!100 = !DILocation(line: 46, column: 5, scope: !13)
!101 = !DILocation(line: 48, column: 1, scope: !13)
!102 = !DILocation(line: 47, column: 5, scope: !13)
!103 = !DILocation(line: 39, column: 14, scope: !104)
!104 = distinct !DILexicalBlock(scope: !105, file: !1, line: 38, column: 35)
!105 = distinct !DILexicalBlock(scope: !35, file: !1, line: 38, column: 5)
!106 = !DILocation(line: 39, column: 11, scope: !104)
!107 = !DILocation(line: 40, column: 15, scope: !108)
!108 = distinct !DILexicalBlock(scope: !104, file: !1, line: 40, column: 13)
!109 = !DILocation(line: 40, column: 19, scope: !108)
!110 = !DILocation(line: 40, column: 13, scope: !104)
!111 = !DILocation(line: 41, column: 39, scope: !108)
!112 = !DILocation(line: 41, column: 13, scope: !108)
!113 = !DILocation(line: 38, column: 31, scope: !105)
!114 = !DILocation(line: 38, column: 23, scope: !105)
!115 = distinct !{!115, !98, !116, !92}
!116 = !DILocation(line: 42, column: 5, scope: !35)
