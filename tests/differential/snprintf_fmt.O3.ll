; ModuleID = 'snprintf_fmt.c'
source_filename = "snprintf_fmt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"value=%d;%s\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"tail\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [44 x i8] c"size %d: returned %d, buf='%s', strlen=%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [34 x i8] c"size 0: returned %d, buf[0]='%c'\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [21 x i8] c"NULL,0: returned %d\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [9 x i8] c"%s-%d-%f\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [22 x i8] c"%5d|%-5d|%05.1f|%x|%s\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [4 x i8] c"end\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [25 x i8] c"sprintf returned %d: %s\0A\00", align 1, !dbg !49
@.str.11 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [5 x i8] c"beta\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [6 x i8] c"gamma\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [6 x i8] c"delta\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [8 x i8] c"epsilon\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [5 x i8] c"zeta\00", align 1, !dbg !70
@.str.17 = private unnamed_addr constant [41 x i8] c"append %s -> trunc=%d len=%zu line='%s'\0A\00", align 1, !dbg !72
@.str.18 = private unnamed_addr constant [16 x i8] c"%ld cents = %s\0A\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [14 x i8] c"%-8s|%6s|%8s\0A\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [5 x i8] c"name\00", align 1, !dbg !87
@.str.21 = private unnamed_addr constant [4 x i8] c"qty\00", align 1, !dbg !89
@.str.22 = private unnamed_addr constant [6 x i8] c"price\00", align 1, !dbg !91
@.str.23 = private unnamed_addr constant [6 x i8] c"apple\00", align 1, !dbg !93
@.str.24 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1, !dbg !95
@.str.25 = private unnamed_addr constant [6 x i8] c"melon\00", align 1, !dbg !97
@.str.26 = private unnamed_addr constant [16 x i8] c"%-8s|%6d|%8.2f\0A\00", align 1, !dbg !99
@.str.27 = private unnamed_addr constant [20 x i8] c"%s(total %d chars)\0A\00", align 1, !dbg !101
@.str.28 = private unnamed_addr constant [3 x i8] c"%u\00", align 1, !dbg !106
@.str.29 = private unnamed_addr constant [4 x i8] c"%#x\00", align 1, !dbg !108
@.str.30 = private unnamed_addr constant [4 x i8] c"%#o\00", align 1, !dbg !110
@.str.31 = private unnamed_addr constant [29 x i8] c"%s %s %s (lens %zu %zu %zu)\0A\00", align 1, !dbg !112
@.str.33 = private unnamed_addr constant [6 x i8] c"12345\00", align 1, !dbg !117
@.str.34 = private unnamed_addr constant [28 x i8] c"exact fit returned %d '%s'\0A\00", align 1, !dbg !119
@.str.35 = private unnamed_addr constant [7 x i8] c"123456\00", align 1, !dbg !124
@.str.36 = private unnamed_addr constant [27 x i8] c"one over returned %d '%s'\0A\00", align 1, !dbg !129
@.str.37 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1, !dbg !134
@.str.38 = private unnamed_addr constant [4 x i8] c"%ld\00", align 1, !dbg !136
@.str.39 = private unnamed_addr constant [7 x i8] c".%02ld\00", align 1, !dbg !138

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !156 {
  %1 = alloca [32 x i8], align 16, !DIAssignID !224
  %2 = alloca [16 x i8], align 16, !DIAssignID !225
    #dbg_assign(i1 undef, !161, !DIExpression(), !225, ptr %2, !DIExpression(), !226)
  %3 = alloca [256 x i8], align 16, !DIAssignID !227
    #dbg_assign(i1 undef, !170, !DIExpression(), !227, ptr %3, !DIExpression(), !226)
  %4 = alloca [40 x i8], align 16, !DIAssignID !228
    #dbg_assign(i1 undef, !176, !DIExpression(), !228, ptr %4, !DIExpression(), !226)
  %5 = alloca [64 x i8], align 16, !DIAssignID !229
    #dbg_assign(i1 undef, !194, !DIExpression(), !229, ptr %5, !DIExpression(), !230)
  %6 = alloca [1024 x i8], align 16, !DIAssignID !231
    #dbg_assign(i1 undef, !200, !DIExpression(), !231, ptr %6, !DIExpression(), !226)
  %7 = alloca [16 x i8], align 16, !DIAssignID !232
    #dbg_assign(i1 undef, !217, !DIExpression(), !232, ptr %7, !DIExpression(), !233)
  %8 = alloca [16 x i8], align 16, !DIAssignID !234
    #dbg_assign(i1 undef, !220, !DIExpression(), !234, ptr %8, !DIExpression(), !233)
  %9 = alloca [16 x i8], align 16, !DIAssignID !235
    #dbg_assign(i1 undef, !221, !DIExpression(), !235, ptr %9, !DIExpression(), !233)
  %10 = alloca [6 x i8], align 1, !DIAssignID !236
    #dbg_assign(i1 undef, !222, !DIExpression(), !236, ptr %10, !DIExpression(), !226)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #7, !dbg !237
    #dbg_value(i64 0, !164, !DIExpression(), !238)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 35, i64 16, i1 false), !dbg !239, !DIAssignID !240
    #dbg_assign(i1 undef, !161, !DIExpression(), !240, ptr %2, !DIExpression(), !226)
  %11 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str, i32 noundef 12345, ptr noundef nonnull @.str.1) #7, !dbg !241
    #dbg_value(i32 %11, !166, !DIExpression(), !242)
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #8, !dbg !243
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 16, i32 noundef %11, ptr noundef nonnull %2, i64 noundef %12), !dbg !244
    #dbg_value(i64 1, !164, !DIExpression(), !238)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 35, i64 16, i1 false), !dbg !239, !DIAssignID !240
    #dbg_assign(i1 undef, !161, !DIExpression(), !240, ptr %2, !DIExpression(), !226)
  %14 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 10, ptr noundef nonnull @.str, i32 noundef 12345, ptr noundef nonnull @.str.1) #7, !dbg !241
    #dbg_value(i32 %14, !166, !DIExpression(), !242)
  %15 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #8, !dbg !243
  %16 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 10, i32 noundef %14, ptr noundef nonnull %2, i64 noundef %15), !dbg !244
    #dbg_value(i64 2, !164, !DIExpression(), !238)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 35, i64 16, i1 false), !dbg !239, !DIAssignID !240
    #dbg_assign(i1 undef, !161, !DIExpression(), !240, ptr %2, !DIExpression(), !226)
  %17 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 5, ptr noundef nonnull @.str, i32 noundef 12345, ptr noundef nonnull @.str.1) #7, !dbg !241
    #dbg_value(i32 %17, !166, !DIExpression(), !242)
  %18 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #8, !dbg !243
  %19 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, i32 noundef %17, ptr noundef nonnull %2, i64 noundef %18), !dbg !244
    #dbg_value(i64 3, !164, !DIExpression(), !238)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 35, i64 16, i1 false), !dbg !239, !DIAssignID !240
    #dbg_assign(i1 undef, !161, !DIExpression(), !240, ptr %2, !DIExpression(), !226)
  %20 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 1, ptr noundef nonnull @.str, i32 noundef 12345, ptr noundef nonnull @.str.1) #7, !dbg !241
    #dbg_value(i32 %20, !166, !DIExpression(), !242)
  %21 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #8, !dbg !243
  %22 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, i32 noundef %20, ptr noundef nonnull %2, i64 noundef %21), !dbg !244
    #dbg_value(i64 4, !164, !DIExpression(), !238)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 35, i64 16, i1 false), !dbg !245, !DIAssignID !246
    #dbg_assign(i1 undef, !161, !DIExpression(), !246, ptr %2, !DIExpression(), !226)
  %23 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %2, i64 noundef 0, ptr noundef nonnull @.str.3, i32 noundef 1234567) #7, !dbg !247
    #dbg_value(i32 %23, !169, !DIExpression(), !226)
  %24 = load i8, ptr %2, align 16, !dbg !248, !tbaa !249
  %25 = sext i8 %24 to i32, !dbg !248
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %23, i32 noundef %25), !dbg !252
  %27 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef null, i64 noundef 0, ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.7, i32 noundef -77, double noundef 2.500000e+00) #7, !dbg !253
  %28 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %27), !dbg !254
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #7, !dbg !255
  %29 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 42, i32 noundef 42, double noundef 3.141590e+00, i32 noundef 255, ptr noundef nonnull @.str.9) #7, !dbg !256
    #dbg_value(i32 %29, !174, !DIExpression(), !226)
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %29, ptr noundef nonnull %3), !dbg !257
    #dbg_value(i64 0, !175, !DIExpression(), !226)
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #7, !dbg !258
  store i8 0, ptr %4, align 16, !dbg !259, !tbaa !249, !DIAssignID !260
    #dbg_assign(i8 0, !176, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !260, ptr %4, !DIExpression(), !226)
    #dbg_value(i64 0, !184, !DIExpression(), !261)
    #dbg_value(ptr %4, !262, !DIExpression(), !274)
    #dbg_value(i64 40, !269, !DIExpression(), !274)
    #dbg_value(ptr undef, !270, !DIExpression(), !274)
    #dbg_value(ptr @.str.11, !271, !DIExpression(), !274)
    #dbg_value(i64 0, !272, !DIExpression(), !274)
  %31 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %4, i64 noundef 40, ptr noundef nonnull @.str.37, ptr noundef nonnull @.str.11, i32 noundef 0) #7, !dbg !276
    #dbg_value(i32 %31, !273, !DIExpression(), !274)
  %32 = icmp slt i32 %31, 0, !dbg !277
  %33 = icmp ugt i32 %31, 39, !dbg !279
  %34 = call i32 @llvm.umin.i32(i32 %31, i32 39), !dbg !279
  %35 = zext i1 %33 to i32, !dbg !279
  %36 = select i1 %32, i32 0, i32 %34, !dbg !279
  %37 = zext nneg i32 %36 to i64, !dbg !279
  %38 = select i1 %32, i32 -1, i32 %35, !dbg !279
    #dbg_value(i64 %37, !175, !DIExpression(), !226)
    #dbg_value(i32 %38, !186, !DIExpression(), !280)
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.11, i32 noundef %38, i64 noundef %37, ptr noundef nonnull %4), !dbg !281
    #dbg_value(i64 1, !184, !DIExpression(), !261)
    #dbg_value(ptr @.str.12, !271, !DIExpression(), !274)
    #dbg_value(i64 11, !272, !DIExpression(), !274)
  %40 = getelementptr inbounds i8, ptr %4, i64 %37, !dbg !282
  %41 = sub nuw nsw i64 40, %37, !dbg !283
  %42 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %40, i64 noundef %41, ptr noundef nonnull @.str.37, ptr noundef nonnull @.str.12, i32 noundef 11) #7, !dbg !276
    #dbg_value(i32 %42, !273, !DIExpression(), !274)
  %43 = icmp slt i32 %42, 0, !dbg !277
  %44 = zext nneg i32 %42 to i64, !dbg !279
  %45 = icmp ule i64 %41, %44, !dbg !279
  %46 = add nuw nsw i64 %37, %44, !dbg !279
  %47 = select i1 %45, i64 39, i64 %46, !dbg !279
  %48 = zext i1 %45 to i32, !dbg !279
  %49 = select i1 %43, i64 %37, i64 %47, !dbg !279
  %50 = select i1 %43, i32 -1, i32 %48, !dbg !279
    #dbg_value(i64 %49, !175, !DIExpression(), !226)
    #dbg_value(i32 %50, !186, !DIExpression(), !280)
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.12, i32 noundef %50, i64 noundef %49, ptr noundef nonnull %4), !dbg !281
    #dbg_value(i64 2, !184, !DIExpression(), !261)
    #dbg_value(ptr @.str.13, !271, !DIExpression(), !274)
    #dbg_value(i64 22, !272, !DIExpression(), !274)
  %52 = getelementptr inbounds i8, ptr %4, i64 %49, !dbg !282
  %53 = sub nsw i64 40, %49, !dbg !283
  %54 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %52, i64 noundef %53, ptr noundef nonnull @.str.37, ptr noundef nonnull @.str.13, i32 noundef 22) #7, !dbg !276
    #dbg_value(i32 %54, !273, !DIExpression(), !274)
  %55 = icmp slt i32 %54, 0, !dbg !277
  %56 = zext nneg i32 %54 to i64, !dbg !279
  %57 = icmp ule i64 %53, %56, !dbg !279
  %58 = add nuw nsw i64 %49, %56, !dbg !279
  %59 = select i1 %57, i64 39, i64 %58, !dbg !279
  %60 = zext i1 %57 to i32, !dbg !279
  %61 = select i1 %55, i64 %49, i64 %59, !dbg !279
  %62 = select i1 %55, i32 -1, i32 %60, !dbg !279
    #dbg_value(i64 %61, !175, !DIExpression(), !226)
    #dbg_value(i32 %62, !186, !DIExpression(), !280)
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.13, i32 noundef %62, i64 noundef %61, ptr noundef nonnull %4), !dbg !281
    #dbg_value(i64 3, !184, !DIExpression(), !261)
    #dbg_value(ptr @.str.14, !271, !DIExpression(), !274)
    #dbg_value(i64 33, !272, !DIExpression(), !274)
  %64 = getelementptr inbounds i8, ptr %4, i64 %61, !dbg !282
  %65 = sub nsw i64 40, %61, !dbg !283
  %66 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %64, i64 noundef %65, ptr noundef nonnull @.str.37, ptr noundef nonnull @.str.14, i32 noundef 33) #7, !dbg !276
    #dbg_value(i32 %66, !273, !DIExpression(), !274)
  %67 = icmp slt i32 %66, 0, !dbg !277
  %68 = zext nneg i32 %66 to i64, !dbg !279
  %69 = icmp ule i64 %65, %68, !dbg !279
  %70 = add nuw nsw i64 %61, %68, !dbg !279
  %71 = select i1 %69, i64 39, i64 %70, !dbg !279
  %72 = zext i1 %69 to i32, !dbg !279
  %73 = select i1 %67, i64 %61, i64 %71, !dbg !279
  %74 = select i1 %67, i32 -1, i32 %72, !dbg !279
    #dbg_value(i64 %73, !175, !DIExpression(), !226)
    #dbg_value(i32 %74, !186, !DIExpression(), !280)
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.14, i32 noundef %74, i64 noundef %73, ptr noundef nonnull %4), !dbg !281
    #dbg_value(i64 4, !184, !DIExpression(), !261)
    #dbg_value(ptr @.str.15, !271, !DIExpression(), !274)
    #dbg_value(i64 44, !272, !DIExpression(), !274)
  %76 = getelementptr inbounds i8, ptr %4, i64 %73, !dbg !282
  %77 = sub nsw i64 40, %73, !dbg !283
  %78 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %76, i64 noundef %77, ptr noundef nonnull @.str.37, ptr noundef nonnull @.str.15, i32 noundef 44) #7, !dbg !276
    #dbg_value(i32 %78, !273, !DIExpression(), !274)
  %79 = icmp slt i32 %78, 0, !dbg !277
  %80 = zext nneg i32 %78 to i64, !dbg !279
  %81 = icmp ule i64 %77, %80, !dbg !279
  %82 = add nuw nsw i64 %73, %80, !dbg !279
  %83 = select i1 %81, i64 39, i64 %82, !dbg !279
  %84 = zext i1 %81 to i32, !dbg !279
  %85 = select i1 %79, i64 %73, i64 %83, !dbg !279
  %86 = select i1 %79, i32 -1, i32 %84, !dbg !279
    #dbg_value(i64 %85, !175, !DIExpression(), !226)
    #dbg_value(i32 %86, !186, !DIExpression(), !280)
  %87 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.15, i32 noundef %86, i64 noundef %85, ptr noundef nonnull %4), !dbg !281
    #dbg_value(i64 5, !184, !DIExpression(), !261)
    #dbg_value(ptr @.str.16, !271, !DIExpression(), !274)
    #dbg_value(i64 55, !272, !DIExpression(), !274)
  %88 = getelementptr inbounds i8, ptr %4, i64 %85, !dbg !282
  %89 = sub nsw i64 40, %85, !dbg !283
  %90 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %88, i64 noundef %89, ptr noundef nonnull @.str.37, ptr noundef nonnull @.str.16, i32 noundef 55) #7, !dbg !276
    #dbg_value(i32 %90, !273, !DIExpression(), !274)
  %91 = icmp slt i32 %90, 0, !dbg !277
  %92 = zext nneg i32 %90 to i64, !dbg !279
  %93 = icmp ule i64 %89, %92, !dbg !279
  %94 = add nuw nsw i64 %85, %92, !dbg !279
  %95 = select i1 %93, i64 39, i64 %94, !dbg !279
  %96 = zext i1 %93 to i32, !dbg !279
  %97 = select i1 %91, i64 %85, i64 %95, !dbg !279
  %98 = select i1 %91, i32 -1, i32 %96, !dbg !279
    #dbg_value(i64 %97, !175, !DIExpression(), !226)
    #dbg_value(i32 %98, !186, !DIExpression(), !280)
  %99 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, ptr noundef nonnull @.str.16, i32 noundef %98, i64 noundef %97, ptr noundef nonnull %4), !dbg !281
    #dbg_value(i64 6, !184, !DIExpression(), !261)
    #dbg_value(i64 0, !189, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !226)
    #dbg_value(i64 5, !189, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !226)
    #dbg_value(i64 100, !189, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !226)
    #dbg_value(i64 123456, !189, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !226)
    #dbg_value(i64 -98765432, !189, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !226)
    #dbg_value(i64 100000000000, !189, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !226)
    #dbg_value(i32 0, !192, !DIExpression(), !284)
  %100 = getelementptr inbounds i8, ptr %5, i64 1
    #dbg_value(i64 0, !192, !DIExpression(), !284)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #7, !dbg !285
    #dbg_assign(i1 undef, !286, !DIExpression(), !224, ptr %1, !DIExpression(), !304)
    #dbg_value(ptr %5, !291, !DIExpression(), !304)
    #dbg_value(i64 0, !292, !DIExpression(), !304)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7, !dbg !306
    #dbg_value(i64 0, !293, !DIExpression(), !304)
  %101 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.38, i64 noundef 0) #7, !dbg !307
    #dbg_value(i32 %101, !294, !DIExpression(), !304)
    #dbg_value(ptr %100, !295, !DIExpression(), !304)
  store i8 36, ptr %5, align 16, !dbg !308, !tbaa !249
    #dbg_value(i32 0, !296, !DIExpression(), !309)
  %102 = icmp sgt i32 %101, 0, !dbg !310
  br i1 %102, label %103, label %124, !dbg !311

103:                                              ; preds = %0
  %104 = zext nneg i32 %101 to i64, !dbg !310
  br label %105, !dbg !311

105:                                              ; preds = %120, %103
  %106 = phi i64 [ 0, %103 ], [ %122, %120 ]
  %107 = phi ptr [ %100, %103 ], [ %121, %120 ]
    #dbg_value(ptr %107, !295, !DIExpression(), !304)
    #dbg_value(i64 %106, !296, !DIExpression(), !309)
  %108 = getelementptr inbounds [32 x i8], ptr %1, i64 0, i64 %106, !dbg !312
  %109 = load i8, ptr %108, align 1, !dbg !312, !tbaa !249
  %110 = getelementptr inbounds i8, ptr %107, i64 1, !dbg !313
    #dbg_value(ptr %110, !295, !DIExpression(), !304)
  store i8 %109, ptr %107, align 1, !dbg !314, !tbaa !249
  %111 = trunc nuw nsw i64 %106 to i32, !dbg !315
  %112 = xor i32 %111, -1, !dbg !315
  %113 = add nsw i32 %101, %112, !dbg !315
    #dbg_value(i32 %113, !298, !DIExpression(), !316)
  %114 = icmp sgt i32 %113, 0, !dbg !317
  %115 = urem i32 %113, 3
  %116 = icmp eq i32 %115, 0
  %117 = and i1 %114, %116, !dbg !319
  br i1 %117, label %118, label %120, !dbg !319

118:                                              ; preds = %105
  %119 = getelementptr inbounds i8, ptr %107, i64 2, !dbg !320
    #dbg_value(ptr %119, !295, !DIExpression(), !304)
  store i8 44, ptr %110, align 1, !dbg !321, !tbaa !249
  br label %120, !dbg !322

120:                                              ; preds = %118, %105
  %121 = phi ptr [ %119, %118 ], [ %110, %105 ], !dbg !316
    #dbg_value(ptr %121, !295, !DIExpression(), !304)
  %122 = add nuw nsw i64 %106, 1, !dbg !323
    #dbg_value(i64 %122, !296, !DIExpression(), !309)
  %123 = icmp eq i64 %122, %104, !dbg !310
  br i1 %123, label %124, label %105, !dbg !311, !llvm.loop !324

124:                                              ; preds = %120, %0
  %125 = phi ptr [ %100, %0 ], [ %121, %120 ], !dbg !304
  %126 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %125, ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0) #7, !dbg !327
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7, !dbg !328
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef 0, ptr noundef nonnull %5), !dbg !329
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #7, !dbg !330
    #dbg_value(i64 1, !192, !DIExpression(), !284)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #7, !dbg !285
    #dbg_assign(i1 undef, !286, !DIExpression(), !224, ptr %1, !DIExpression(), !304)
    #dbg_value(ptr %5, !291, !DIExpression(), !304)
    #dbg_value(i64 5, !292, !DIExpression(), !304)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7, !dbg !306
    #dbg_value(i64 5, !293, !DIExpression(), !304)
  %128 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.38, i64 noundef 0) #7, !dbg !307
    #dbg_value(i32 %128, !294, !DIExpression(), !304)
    #dbg_value(ptr %100, !295, !DIExpression(), !304)
  store i8 36, ptr %5, align 16, !dbg !308, !tbaa !249
    #dbg_value(i32 0, !296, !DIExpression(), !309)
  %129 = icmp sgt i32 %128, 0, !dbg !310
  br i1 %129, label %130, label %151, !dbg !311

130:                                              ; preds = %124
  %131 = zext nneg i32 %128 to i64, !dbg !310
  br label %132, !dbg !311

132:                                              ; preds = %147, %130
  %133 = phi i64 [ 0, %130 ], [ %149, %147 ]
  %134 = phi ptr [ %100, %130 ], [ %148, %147 ]
    #dbg_value(ptr %134, !295, !DIExpression(), !304)
    #dbg_value(i64 %133, !296, !DIExpression(), !309)
  %135 = getelementptr inbounds [32 x i8], ptr %1, i64 0, i64 %133, !dbg !312
  %136 = load i8, ptr %135, align 1, !dbg !312, !tbaa !249
  %137 = getelementptr inbounds i8, ptr %134, i64 1, !dbg !313
    #dbg_value(ptr %137, !295, !DIExpression(), !304)
  store i8 %136, ptr %134, align 1, !dbg !314, !tbaa !249
  %138 = trunc nuw nsw i64 %133 to i32, !dbg !315
  %139 = xor i32 %138, -1, !dbg !315
  %140 = add nsw i32 %128, %139, !dbg !315
    #dbg_value(i32 %140, !298, !DIExpression(), !316)
  %141 = icmp sgt i32 %140, 0, !dbg !317
  %142 = urem i32 %140, 3
  %143 = icmp eq i32 %142, 0
  %144 = and i1 %141, %143, !dbg !319
  br i1 %144, label %145, label %147, !dbg !319

145:                                              ; preds = %132
  %146 = getelementptr inbounds i8, ptr %134, i64 2, !dbg !320
    #dbg_value(ptr %146, !295, !DIExpression(), !304)
  store i8 44, ptr %137, align 1, !dbg !321, !tbaa !249
  br label %147, !dbg !322

147:                                              ; preds = %145, %132
  %148 = phi ptr [ %146, %145 ], [ %137, %132 ], !dbg !316
    #dbg_value(ptr %148, !295, !DIExpression(), !304)
  %149 = add nuw nsw i64 %133, 1, !dbg !323
    #dbg_value(i64 %149, !296, !DIExpression(), !309)
  %150 = icmp eq i64 %149, %131, !dbg !310
  br i1 %150, label %151, label %132, !dbg !311, !llvm.loop !324

151:                                              ; preds = %147, %124
  %152 = phi ptr [ %100, %124 ], [ %148, %147 ], !dbg !304
  %153 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %152, ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 5) #7, !dbg !327
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7, !dbg !328
  %154 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef 5, ptr noundef nonnull %5), !dbg !329
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #7, !dbg !330
    #dbg_value(i64 2, !192, !DIExpression(), !284)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #7, !dbg !285
    #dbg_assign(i1 undef, !286, !DIExpression(), !224, ptr %1, !DIExpression(), !304)
    #dbg_value(ptr %5, !291, !DIExpression(), !304)
    #dbg_value(i64 100, !292, !DIExpression(), !304)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7, !dbg !306
    #dbg_value(i64 100, !293, !DIExpression(), !304)
  %155 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.38, i64 noundef 1) #7, !dbg !307
    #dbg_value(i32 %155, !294, !DIExpression(), !304)
    #dbg_value(ptr %100, !295, !DIExpression(), !304)
  store i8 36, ptr %5, align 16, !dbg !308, !tbaa !249
    #dbg_value(i32 0, !296, !DIExpression(), !309)
  %156 = icmp sgt i32 %155, 0, !dbg !310
  br i1 %156, label %157, label %178, !dbg !311

157:                                              ; preds = %151
  %158 = zext nneg i32 %155 to i64, !dbg !310
  br label %159, !dbg !311

159:                                              ; preds = %174, %157
  %160 = phi i64 [ 0, %157 ], [ %176, %174 ]
  %161 = phi ptr [ %100, %157 ], [ %175, %174 ]
    #dbg_value(ptr %161, !295, !DIExpression(), !304)
    #dbg_value(i64 %160, !296, !DIExpression(), !309)
  %162 = getelementptr inbounds [32 x i8], ptr %1, i64 0, i64 %160, !dbg !312
  %163 = load i8, ptr %162, align 1, !dbg !312, !tbaa !249
  %164 = getelementptr inbounds i8, ptr %161, i64 1, !dbg !313
    #dbg_value(ptr %164, !295, !DIExpression(), !304)
  store i8 %163, ptr %161, align 1, !dbg !314, !tbaa !249
  %165 = trunc nuw nsw i64 %160 to i32, !dbg !315
  %166 = xor i32 %165, -1, !dbg !315
  %167 = add nsw i32 %155, %166, !dbg !315
    #dbg_value(i32 %167, !298, !DIExpression(), !316)
  %168 = icmp sgt i32 %167, 0, !dbg !317
  %169 = urem i32 %167, 3
  %170 = icmp eq i32 %169, 0
  %171 = and i1 %168, %170, !dbg !319
  br i1 %171, label %172, label %174, !dbg !319

172:                                              ; preds = %159
  %173 = getelementptr inbounds i8, ptr %161, i64 2, !dbg !320
    #dbg_value(ptr %173, !295, !DIExpression(), !304)
  store i8 44, ptr %164, align 1, !dbg !321, !tbaa !249
  br label %174, !dbg !322

174:                                              ; preds = %172, %159
  %175 = phi ptr [ %173, %172 ], [ %164, %159 ], !dbg !316
    #dbg_value(ptr %175, !295, !DIExpression(), !304)
  %176 = add nuw nsw i64 %160, 1, !dbg !323
    #dbg_value(i64 %176, !296, !DIExpression(), !309)
  %177 = icmp eq i64 %176, %158, !dbg !310
  br i1 %177, label %178, label %159, !dbg !311, !llvm.loop !324

178:                                              ; preds = %174, %151
  %179 = phi ptr [ %100, %151 ], [ %175, %174 ], !dbg !304
  %180 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %179, ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0) #7, !dbg !327
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7, !dbg !328
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef 100, ptr noundef nonnull %5), !dbg !329
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #7, !dbg !330
    #dbg_value(i64 3, !192, !DIExpression(), !284)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #7, !dbg !285
    #dbg_assign(i1 undef, !286, !DIExpression(), !224, ptr %1, !DIExpression(), !304)
    #dbg_value(ptr %5, !291, !DIExpression(), !304)
    #dbg_value(i64 123456, !292, !DIExpression(), !304)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7, !dbg !306
    #dbg_value(i64 123456, !293, !DIExpression(), !304)
  %182 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.38, i64 noundef 1234) #7, !dbg !307
    #dbg_value(i32 %182, !294, !DIExpression(), !304)
    #dbg_value(ptr %100, !295, !DIExpression(), !304)
  store i8 36, ptr %5, align 16, !dbg !308, !tbaa !249
    #dbg_value(i32 0, !296, !DIExpression(), !309)
  %183 = icmp sgt i32 %182, 0, !dbg !310
  br i1 %183, label %184, label %205, !dbg !311

184:                                              ; preds = %178
  %185 = zext nneg i32 %182 to i64, !dbg !310
  br label %186, !dbg !311

186:                                              ; preds = %201, %184
  %187 = phi i64 [ 0, %184 ], [ %203, %201 ]
  %188 = phi ptr [ %100, %184 ], [ %202, %201 ]
    #dbg_value(ptr %188, !295, !DIExpression(), !304)
    #dbg_value(i64 %187, !296, !DIExpression(), !309)
  %189 = getelementptr inbounds [32 x i8], ptr %1, i64 0, i64 %187, !dbg !312
  %190 = load i8, ptr %189, align 1, !dbg !312, !tbaa !249
  %191 = getelementptr inbounds i8, ptr %188, i64 1, !dbg !313
    #dbg_value(ptr %191, !295, !DIExpression(), !304)
  store i8 %190, ptr %188, align 1, !dbg !314, !tbaa !249
  %192 = trunc nuw nsw i64 %187 to i32, !dbg !315
  %193 = xor i32 %192, -1, !dbg !315
  %194 = add nsw i32 %182, %193, !dbg !315
    #dbg_value(i32 %194, !298, !DIExpression(), !316)
  %195 = icmp sgt i32 %194, 0, !dbg !317
  %196 = urem i32 %194, 3
  %197 = icmp eq i32 %196, 0
  %198 = and i1 %195, %197, !dbg !319
  br i1 %198, label %199, label %201, !dbg !319

199:                                              ; preds = %186
  %200 = getelementptr inbounds i8, ptr %188, i64 2, !dbg !320
    #dbg_value(ptr %200, !295, !DIExpression(), !304)
  store i8 44, ptr %191, align 1, !dbg !321, !tbaa !249
  br label %201, !dbg !322

201:                                              ; preds = %199, %186
  %202 = phi ptr [ %200, %199 ], [ %191, %186 ], !dbg !316
    #dbg_value(ptr %202, !295, !DIExpression(), !304)
  %203 = add nuw nsw i64 %187, 1, !dbg !323
    #dbg_value(i64 %203, !296, !DIExpression(), !309)
  %204 = icmp eq i64 %203, %185, !dbg !310
  br i1 %204, label %205, label %186, !dbg !311, !llvm.loop !324

205:                                              ; preds = %201, %178
  %206 = phi ptr [ %100, %178 ], [ %202, %201 ], !dbg !304
  %207 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %206, ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 56) #7, !dbg !327
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7, !dbg !328
  %208 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef 123456, ptr noundef nonnull %5), !dbg !329
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #7, !dbg !330
    #dbg_value(i64 4, !192, !DIExpression(), !284)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #7, !dbg !285
    #dbg_assign(i1 undef, !286, !DIExpression(), !224, ptr %1, !DIExpression(), !304)
    #dbg_value(ptr %5, !291, !DIExpression(), !304)
    #dbg_value(i64 -98765432, !292, !DIExpression(), !304)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7, !dbg !306
    #dbg_value(i64 98765432, !293, !DIExpression(), !304)
  %209 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.38, i64 noundef 987654) #7, !dbg !307
    #dbg_value(i32 %209, !294, !DIExpression(), !304)
    #dbg_value(ptr %100, !295, !DIExpression(), !304)
  store i8 45, ptr %5, align 16, !dbg !331, !tbaa !249, !DIAssignID !333
    #dbg_assign(i8 45, !194, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !333, ptr %5, !DIExpression(), !230)
  %210 = getelementptr inbounds i8, ptr %5, i64 2, !dbg !334
    #dbg_value(ptr %210, !295, !DIExpression(), !304)
  store i8 36, ptr %100, align 1, !dbg !308, !tbaa !249
    #dbg_value(i32 0, !296, !DIExpression(), !309)
  %211 = icmp sgt i32 %209, 0, !dbg !310
  br i1 %211, label %212, label %233, !dbg !311

212:                                              ; preds = %205
  %213 = zext nneg i32 %209 to i64, !dbg !310
  br label %214, !dbg !311

214:                                              ; preds = %229, %212
  %215 = phi i64 [ 0, %212 ], [ %231, %229 ]
  %216 = phi ptr [ %210, %212 ], [ %230, %229 ]
    #dbg_value(ptr %216, !295, !DIExpression(), !304)
    #dbg_value(i64 %215, !296, !DIExpression(), !309)
  %217 = getelementptr inbounds [32 x i8], ptr %1, i64 0, i64 %215, !dbg !312
  %218 = load i8, ptr %217, align 1, !dbg !312, !tbaa !249
  %219 = getelementptr inbounds i8, ptr %216, i64 1, !dbg !313
    #dbg_value(ptr %219, !295, !DIExpression(), !304)
  store i8 %218, ptr %216, align 1, !dbg !314, !tbaa !249
  %220 = trunc nuw nsw i64 %215 to i32, !dbg !315
  %221 = xor i32 %220, -1, !dbg !315
  %222 = add nsw i32 %209, %221, !dbg !315
    #dbg_value(i32 %222, !298, !DIExpression(), !316)
  %223 = icmp sgt i32 %222, 0, !dbg !317
  %224 = urem i32 %222, 3
  %225 = icmp eq i32 %224, 0
  %226 = and i1 %223, %225, !dbg !319
  br i1 %226, label %227, label %229, !dbg !319

227:                                              ; preds = %214
  %228 = getelementptr inbounds i8, ptr %216, i64 2, !dbg !320
    #dbg_value(ptr %228, !295, !DIExpression(), !304)
  store i8 44, ptr %219, align 1, !dbg !321, !tbaa !249
  br label %229, !dbg !322

229:                                              ; preds = %227, %214
  %230 = phi ptr [ %228, %227 ], [ %219, %214 ], !dbg !316
    #dbg_value(ptr %230, !295, !DIExpression(), !304)
  %231 = add nuw nsw i64 %215, 1, !dbg !323
    #dbg_value(i64 %231, !296, !DIExpression(), !309)
  %232 = icmp eq i64 %231, %213, !dbg !310
  br i1 %232, label %233, label %214, !dbg !311, !llvm.loop !324

233:                                              ; preds = %229, %205
  %234 = phi ptr [ %210, %205 ], [ %230, %229 ], !dbg !304
  %235 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %234, ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 32) #7, !dbg !327
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7, !dbg !328
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef -98765432, ptr noundef nonnull %5), !dbg !329
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #7, !dbg !330
    #dbg_value(i64 5, !192, !DIExpression(), !284)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #7, !dbg !285
    #dbg_assign(i1 undef, !286, !DIExpression(), !224, ptr %1, !DIExpression(), !304)
    #dbg_value(ptr %5, !291, !DIExpression(), !304)
    #dbg_value(i64 100000000000, !292, !DIExpression(), !304)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7, !dbg !306
    #dbg_value(i64 100000000000, !293, !DIExpression(), !304)
  %237 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %1, ptr noundef nonnull dereferenceable(1) @.str.38, i64 noundef 1000000000) #7, !dbg !307
    #dbg_value(i32 %237, !294, !DIExpression(), !304)
    #dbg_value(ptr %100, !295, !DIExpression(), !304)
  store i8 36, ptr %5, align 16, !dbg !308, !tbaa !249
    #dbg_value(i32 0, !296, !DIExpression(), !309)
  %238 = icmp sgt i32 %237, 0, !dbg !310
  br i1 %238, label %239, label %260, !dbg !311

239:                                              ; preds = %233
  %240 = zext nneg i32 %237 to i64, !dbg !310
  br label %241, !dbg !311

241:                                              ; preds = %256, %239
  %242 = phi i64 [ 0, %239 ], [ %258, %256 ]
  %243 = phi ptr [ %100, %239 ], [ %257, %256 ]
    #dbg_value(ptr %243, !295, !DIExpression(), !304)
    #dbg_value(i64 %242, !296, !DIExpression(), !309)
  %244 = getelementptr inbounds [32 x i8], ptr %1, i64 0, i64 %242, !dbg !312
  %245 = load i8, ptr %244, align 1, !dbg !312, !tbaa !249
  %246 = getelementptr inbounds i8, ptr %243, i64 1, !dbg !313
    #dbg_value(ptr %246, !295, !DIExpression(), !304)
  store i8 %245, ptr %243, align 1, !dbg !314, !tbaa !249
  %247 = trunc nuw nsw i64 %242 to i32, !dbg !315
  %248 = xor i32 %247, -1, !dbg !315
  %249 = add nsw i32 %237, %248, !dbg !315
    #dbg_value(i32 %249, !298, !DIExpression(), !316)
  %250 = icmp sgt i32 %249, 0, !dbg !317
  %251 = urem i32 %249, 3
  %252 = icmp eq i32 %251, 0
  %253 = and i1 %250, %252, !dbg !319
  br i1 %253, label %254, label %256, !dbg !319

254:                                              ; preds = %241
  %255 = getelementptr inbounds i8, ptr %243, i64 2, !dbg !320
    #dbg_value(ptr %255, !295, !DIExpression(), !304)
  store i8 44, ptr %246, align 1, !dbg !321, !tbaa !249
  br label %256, !dbg !322

256:                                              ; preds = %254, %241
  %257 = phi ptr [ %255, %254 ], [ %246, %241 ], !dbg !316
    #dbg_value(ptr %257, !295, !DIExpression(), !304)
  %258 = add nuw nsw i64 %242, 1, !dbg !323
    #dbg_value(i64 %258, !296, !DIExpression(), !309)
  %259 = icmp eq i64 %258, %240, !dbg !310
  br i1 %259, label %260, label %241, !dbg !311, !llvm.loop !324

260:                                              ; preds = %256, %233
  %261 = phi ptr [ %100, %233 ], [ %257, %256 ], !dbg !304
  %262 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %261, ptr noundef nonnull dereferenceable(1) @.str.39, i64 noundef 0) #7, !dbg !327
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7, !dbg !328
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef 100000000000, ptr noundef nonnull %5), !dbg !329
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #7, !dbg !330
    #dbg_value(i64 6, !192, !DIExpression(), !284)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %6) #7, !dbg !335
    #dbg_value(i32 0, !204, !DIExpression(), !226)
  %264 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull dereferenceable(1) @.str.19, ptr noundef nonnull @.str.20, ptr noundef nonnull @.str.21, ptr noundef nonnull @.str.22) #7, !dbg !336
    #dbg_assign(i1 undef, !205, !DIExpression(), !337, ptr poison, !DIExpression(), !226)
    #dbg_assign(i1 undef, !207, !DIExpression(), !338, ptr poison, !DIExpression(), !226)
    #dbg_assign(i1 undef, !209, !DIExpression(), !339, ptr poison, !DIExpression(), !226)
    #dbg_value(i64 0, !212, !DIExpression(), !340)
    #dbg_value(i32 %264, !204, !DIExpression(), !226)
  %265 = sext i32 %264 to i64, !dbg !341
  %266 = getelementptr inbounds i8, ptr %6, i64 %265, !dbg !341
  %267 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %266, ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.23, i32 noundef 3, double noundef 1.500000e+00) #7, !dbg !343
  %268 = add nsw i32 %267, %264, !dbg !344
    #dbg_value(i32 %268, !204, !DIExpression(), !226)
    #dbg_value(i64 1, !212, !DIExpression(), !340)
  %269 = sext i32 %268 to i64, !dbg !341
  %270 = getelementptr inbounds i8, ptr %6, i64 %269, !dbg !341
  %271 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %270, ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.24, i32 noundef 12, double noundef 3.000000e+00) #7, !dbg !343
  %272 = add nsw i32 %271, %268, !dbg !344
    #dbg_value(i32 %272, !204, !DIExpression(), !226)
    #dbg_value(i64 2, !212, !DIExpression(), !340)
  %273 = sext i32 %272 to i64, !dbg !341
  %274 = getelementptr inbounds i8, ptr %6, i64 %273, !dbg !341
  %275 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %274, ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.25, i32 noundef 1, double noundef 3.750000e+00) #7, !dbg !343
  %276 = add nsw i32 %275, %272, !dbg !344
    #dbg_value(i32 %276, !204, !DIExpression(), !226)
    #dbg_value(i64 3, !212, !DIExpression(), !340)
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull %6, i32 noundef %276), !dbg !345
    #dbg_value(i32 1, !214, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #7, !dbg !347
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7, !dbg !347
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #7, !dbg !347
  %278 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef 1) #7, !dbg !348
  %279 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 1) #7, !dbg !349
  %280 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 1) #7, !dbg !350
  %281 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %7) #8, !dbg !351
  %282 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #8, !dbg !352
  %283 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %9) #8, !dbg !353
  %284 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9, i64 noundef %281, i64 noundef %282, i64 noundef %283), !dbg !354
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #7, !dbg !355
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7, !dbg !355
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #7, !dbg !355
    #dbg_value(i32 13, !214, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #7, !dbg !347
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7, !dbg !347
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #7, !dbg !347
  %285 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef 13) #7, !dbg !348
  %286 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 13) #7, !dbg !349
  %287 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 13) #7, !dbg !350
  %288 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %7) #8, !dbg !351
  %289 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #8, !dbg !352
  %290 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %9) #8, !dbg !353
  %291 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9, i64 noundef %288, i64 noundef %289, i64 noundef %290), !dbg !354
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #7, !dbg !355
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7, !dbg !355
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #7, !dbg !355
    #dbg_value(i32 169, !214, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #7, !dbg !347
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7, !dbg !347
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #7, !dbg !347
  %292 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef 169) #7, !dbg !348
  %293 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 169) #7, !dbg !349
  %294 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 169) #7, !dbg !350
  %295 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %7) #8, !dbg !351
  %296 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #8, !dbg !352
  %297 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %9) #8, !dbg !353
  %298 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9, i64 noundef %295, i64 noundef %296, i64 noundef %297), !dbg !354
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #7, !dbg !355
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7, !dbg !355
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #7, !dbg !355
    #dbg_value(i32 2197, !214, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #7, !dbg !347
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7, !dbg !347
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #7, !dbg !347
  %299 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef 2197) #7, !dbg !348
  %300 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 2197) #7, !dbg !349
  %301 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 2197) #7, !dbg !350
  %302 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %7) #8, !dbg !351
  %303 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #8, !dbg !352
  %304 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %9) #8, !dbg !353
  %305 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9, i64 noundef %302, i64 noundef %303, i64 noundef %304), !dbg !354
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #7, !dbg !355
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7, !dbg !355
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #7, !dbg !355
    #dbg_value(i32 28561, !214, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %7) #7, !dbg !347
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %8) #7, !dbg !347
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9) #7, !dbg !347
  %306 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %7, ptr noundef nonnull dereferenceable(1) @.str.28, i32 noundef 28561) #7, !dbg !348
  %307 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %8, ptr noundef nonnull dereferenceable(1) @.str.29, i32 noundef 28561) #7, !dbg !349
  %308 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef 28561) #7, !dbg !350
  %309 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %7) #8, !dbg !351
  %310 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %8) #8, !dbg !352
  %311 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %9) #8, !dbg !353
  %312 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.31, ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9, i64 noundef %309, i64 noundef %310, i64 noundef %311), !dbg !354
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9) #7, !dbg !355
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %8) #7, !dbg !355
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %7) #7, !dbg !355
    #dbg_value(i32 371293, !214, !DIExpression(), !346)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %10) #7, !dbg !356
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(6) %10, ptr noundef nonnull align 1 dereferenceable(6) @.str.33, i64 6, i1 false), !dbg !357
    #dbg_value(i32 5, !223, !DIExpression(), !226)
  %313 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.34, i32 noundef 5, ptr noundef nonnull %10), !dbg !358
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(5) %10, ptr noundef nonnull align 1 dereferenceable(5) @.str.35, i64 5, i1 false), !dbg !359
  %314 = getelementptr inbounds i8, ptr %10, i64 5, !dbg !359
  store i8 0, ptr %314, align 1, !dbg !359
    #dbg_value(i32 6, !223, !DIExpression(), !226)
  %315 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.36, i32 noundef 6, ptr noundef nonnull %10), !dbg !360
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %10) #7, !dbg !361
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %6) #7, !dbg !361
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #7, !dbg !361
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #7, !dbg !361
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #7, !dbg !361
  ret i32 0, !dbg !362
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !363 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !369 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !372 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !376 noundef i32 @sprintf(ptr noalias nocapture noundef writeonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!140}
!llvm.module.flags = !{!148, !149, !150, !151, !152, !153, !154}
!llvm.ident = !{!155}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "snprintf_fmt.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "cb5907c6c4cecd3d7138e493a5c88ca1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 44)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 3)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 34)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 9)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 4)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 22)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !39, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 25)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 6)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !56, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !56, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 8)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !9, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 41)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 16)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 14)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !9, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !39, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !56, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !56, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !9, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !56, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !79, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 20)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !19, isLocal: true, isDefinition: true)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !39, isLocal: true, isDefinition: true)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !2, line: 84, type: !39, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !2, line: 85, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 29)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !56, isLocal: true, isDefinition: true)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(scope: null, file: !2, line: 90, type: !121, isLocal: true, isDefinition: true)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 28)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 7)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !131, isLocal: true, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 27)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !126, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !39, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !126, isLocal: true, isDefinition: true)
!140 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !141, globals: !145, splitDebugInlining: false, nameTableKind: None)
!141 = !{!142}
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !143, line: 18, baseType: !144)
!143 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!144 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!145 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !49, !54, !59, !61, !63, !65, !70, !72, !77, !82, !87, !89, !91, !93, !95, !97, !99, !101, !106, !108, !110, !112, !146, !117, !119, !124, !129, !134, !136, !138}
!146 = !DIGlobalVariableExpression(var: !147, expr: !DIExpression())
!147 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !19, isLocal: true, isDefinition: true)
!148 = !{i32 7, !"Dwarf Version", i32 5}
!149 = !{i32 2, !"Debug Info Version", i32 3}
!150 = !{i32 1, !"wchar_size", i32 4}
!151 = !{i32 8, !"PIC Level", i32 2}
!152 = !{i32 7, !"PIE Level", i32 2}
!153 = !{i32 7, !"uwtable", i32 2}
!154 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!155 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!156 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 40, type: !157, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !140, retainedNodes: !160)
!157 = !DISubroutineType(types: !158)
!158 = !{!159}
!159 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!160 = !{!161, !162, !164, !166, !169, !170, !174, !175, !176, !180, !184, !186, !189, !192, !194, !200, !204, !205, !207, !209, !212, !214, !217, !220, !221, !222, !223}
!161 = !DILocalVariable(name: "buf", scope: !156, file: !2, line: 41, type: !79)
!162 = !DILocalVariable(name: "sizes", scope: !156, file: !2, line: 42, type: !163)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 128, elements: !40)
!164 = !DILocalVariable(name: "i", scope: !165, file: !2, line: 43, type: !159)
!165 = distinct !DILexicalBlock(scope: !156, file: !2, line: 43, column: 5)
!166 = !DILocalVariable(name: "r", scope: !167, file: !2, line: 45, type: !159)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 43, column: 33)
!168 = distinct !DILexicalBlock(scope: !165, file: !2, line: 43, column: 5)
!169 = !DILocalVariable(name: "r0", scope: !156, file: !2, line: 49, type: !159)
!170 = !DILocalVariable(name: "big", scope: !156, file: !2, line: 52, type: !171)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !172)
!172 = !{!173}
!173 = !DISubrange(count: 256)
!174 = !DILocalVariable(name: "r", scope: !156, file: !2, line: 53, type: !159)
!175 = !DILocalVariable(name: "len", scope: !156, file: !2, line: 55, type: !142)
!176 = !DILocalVariable(name: "line", scope: !156, file: !2, line: 56, type: !177)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !178)
!178 = !{!179}
!179 = !DISubrange(count: 40)
!180 = !DILocalVariable(name: "words", scope: !156, file: !2, line: 58, type: !181)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !182, size: 384, elements: !57)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !183, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!184 = !DILocalVariable(name: "i", scope: !185, file: !2, line: 59, type: !159)
!185 = distinct !DILexicalBlock(scope: !156, file: !2, line: 59, column: 5)
!186 = !DILocalVariable(name: "t", scope: !187, file: !2, line: 60, type: !159)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 59, column: 33)
!188 = distinct !DILexicalBlock(scope: !185, file: !2, line: 59, column: 5)
!189 = !DILocalVariable(name: "amounts", scope: !156, file: !2, line: 63, type: !190)
!190 = !DICompositeType(tag: DW_TAG_array_type, baseType: !191, size: 384, elements: !57)
!191 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!192 = !DILocalVariable(name: "i", scope: !193, file: !2, line: 64, type: !159)
!193 = distinct !DILexicalBlock(scope: !156, file: !2, line: 64, column: 5)
!194 = !DILocalVariable(name: "m", scope: !195, file: !2, line: 65, type: !197)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 64, column: 33)
!196 = distinct !DILexicalBlock(scope: !193, file: !2, line: 64, column: 5)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !198)
!198 = !{!199}
!199 = !DISubrange(count: 64)
!200 = !DILocalVariable(name: "table", scope: !156, file: !2, line: 70, type: !201)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8192, elements: !202)
!202 = !{!203}
!203 = !DISubrange(count: 1024)
!204 = !DILocalVariable(name: "off", scope: !156, file: !2, line: 71, type: !159)
!205 = !DILocalVariable(name: "items", scope: !156, file: !2, line: 73, type: !206)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !182, size: 192, elements: !20)
!207 = !DILocalVariable(name: "qty", scope: !156, file: !2, line: 74, type: !208)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !159, size: 96, elements: !20)
!209 = !DILocalVariable(name: "price", scope: !156, file: !2, line: 75, type: !210)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !211, size: 192, elements: !20)
!211 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!212 = !DILocalVariable(name: "i", scope: !213, file: !2, line: 76, type: !159)
!213 = distinct !DILexicalBlock(scope: !156, file: !2, line: 76, column: 5)
!214 = !DILocalVariable(name: "v", scope: !215, file: !2, line: 80, type: !216)
!215 = distinct !DILexicalBlock(scope: !156, file: !2, line: 80, column: 5)
!216 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!217 = !DILocalVariable(name: "d", scope: !218, file: !2, line: 81, type: !79)
!218 = distinct !DILexicalBlock(scope: !219, file: !2, line: 80, column: 47)
!219 = distinct !DILexicalBlock(scope: !215, file: !2, line: 80, column: 5)
!220 = !DILocalVariable(name: "x", scope: !218, file: !2, line: 81, type: !79)
!221 = !DILocalVariable(name: "o", scope: !218, file: !2, line: 81, type: !79)
!222 = !DILocalVariable(name: "fit", scope: !156, file: !2, line: 88, type: !56)
!223 = !DILocalVariable(name: "rf", scope: !156, file: !2, line: 89, type: !159)
!224 = distinct !DIAssignID()
!225 = distinct !DIAssignID()
!226 = !DILocation(line: 0, scope: !156)
!227 = distinct !DIAssignID()
!228 = distinct !DIAssignID()
!229 = distinct !DIAssignID()
!230 = !DILocation(line: 0, scope: !195)
!231 = distinct !DIAssignID()
!232 = distinct !DIAssignID()
!233 = !DILocation(line: 0, scope: !218)
!234 = distinct !DIAssignID()
!235 = distinct !DIAssignID()
!236 = distinct !DIAssignID()
!237 = !DILocation(line: 41, column: 5, scope: !156)
!238 = !DILocation(line: 0, scope: !165)
!239 = !DILocation(line: 44, column: 9, scope: !167)
!240 = distinct !DIAssignID()
!241 = !DILocation(line: 45, column: 17, scope: !167)
!242 = !DILocation(line: 0, scope: !167)
!243 = !DILocation(line: 46, column: 82, scope: !167)
!244 = !DILocation(line: 46, column: 9, scope: !167)
!245 = !DILocation(line: 48, column: 5, scope: !156)
!246 = distinct !DIAssignID()
!247 = !DILocation(line: 49, column: 14, scope: !156)
!248 = !DILocation(line: 50, column: 54, scope: !156)
!249 = !{!250, !250, i64 0}
!250 = !{!"omnipotent char", !251, i64 0}
!251 = !{!"Simple C/C++ TBAA"}
!252 = !DILocation(line: 50, column: 5, scope: !156)
!253 = !DILocation(line: 51, column: 37, scope: !156)
!254 = !DILocation(line: 51, column: 5, scope: !156)
!255 = !DILocation(line: 52, column: 5, scope: !156)
!256 = !DILocation(line: 53, column: 13, scope: !156)
!257 = !DILocation(line: 54, column: 5, scope: !156)
!258 = !DILocation(line: 56, column: 5, scope: !156)
!259 = !DILocation(line: 57, column: 13, scope: !156)
!260 = distinct !DIAssignID()
!261 = !DILocation(line: 0, scope: !185)
!262 = !DILocalVariable(name: "buf", arg: 1, scope: !263, file: !2, line: 11, type: !266)
!263 = distinct !DISubprogram(name: "append", scope: !2, file: !2, line: 11, type: !264, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !140, retainedNodes: !268)
!264 = !DISubroutineType(types: !265)
!265 = !{!159, !266, !142, !267, !182, !159}
!266 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !142, size: 64)
!268 = !{!262, !269, !270, !271, !272, !273}
!269 = !DILocalVariable(name: "cap", arg: 2, scope: !263, file: !2, line: 11, type: !142)
!270 = !DILocalVariable(name: "len", arg: 3, scope: !263, file: !2, line: 11, type: !267)
!271 = !DILocalVariable(name: "word", arg: 4, scope: !263, file: !2, line: 11, type: !182)
!272 = !DILocalVariable(name: "n", arg: 5, scope: !263, file: !2, line: 11, type: !159)
!273 = !DILocalVariable(name: "r", scope: !263, file: !2, line: 12, type: !159)
!274 = !DILocation(line: 0, scope: !263, inlinedAt: !275)
!275 = distinct !DILocation(line: 60, column: 17, scope: !187)
!276 = !DILocation(line: 12, column: 13, scope: !263, inlinedAt: !275)
!277 = !DILocation(line: 13, column: 11, scope: !278, inlinedAt: !275)
!278 = distinct !DILexicalBlock(scope: !263, file: !2, line: 13, column: 9)
!279 = !DILocation(line: 13, column: 9, scope: !263, inlinedAt: !275)
!280 = !DILocation(line: 0, scope: !187)
!281 = !DILocation(line: 61, column: 9, scope: !187)
!282 = !DILocation(line: 12, column: 26, scope: !263, inlinedAt: !275)
!283 = !DILocation(line: 12, column: 38, scope: !263, inlinedAt: !275)
!284 = !DILocation(line: 0, scope: !193)
!285 = !DILocation(line: 65, column: 9, scope: !195)
!286 = !DILocalVariable(name: "digits", scope: !287, file: !2, line: 24, type: !301)
!287 = distinct !DISubprogram(name: "fmt_money", scope: !2, file: !2, line: 23, type: !288, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !140, retainedNodes: !290)
!288 = !DISubroutineType(types: !289)
!289 = !{null, !266, !191}
!290 = !{!291, !292, !286, !293, !294, !295, !296, !298}
!291 = !DILocalVariable(name: "out", arg: 1, scope: !287, file: !2, line: 23, type: !266)
!292 = !DILocalVariable(name: "cents", arg: 2, scope: !287, file: !2, line: 23, type: !191)
!293 = !DILocalVariable(name: "v", scope: !287, file: !2, line: 25, type: !191)
!294 = !DILocalVariable(name: "n", scope: !287, file: !2, line: 26, type: !159)
!295 = !DILocalVariable(name: "w", scope: !287, file: !2, line: 27, type: !266)
!296 = !DILocalVariable(name: "i", scope: !297, file: !2, line: 31, type: !159)
!297 = distinct !DILexicalBlock(scope: !287, file: !2, line: 31, column: 5)
!298 = !DILocalVariable(name: "left", scope: !299, file: !2, line: 33, type: !159)
!299 = distinct !DILexicalBlock(scope: !300, file: !2, line: 31, column: 33)
!300 = distinct !DILexicalBlock(scope: !297, file: !2, line: 31, column: 5)
!301 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !302)
!302 = !{!303}
!303 = !DISubrange(count: 32)
!304 = !DILocation(line: 0, scope: !287, inlinedAt: !305)
!305 = distinct !DILocation(line: 66, column: 9, scope: !195)
!306 = !DILocation(line: 24, column: 5, scope: !287, inlinedAt: !305)
!307 = !DILocation(line: 26, column: 13, scope: !287, inlinedAt: !305)
!308 = !DILocation(line: 30, column: 10, scope: !287, inlinedAt: !305)
!309 = !DILocation(line: 0, scope: !297, inlinedAt: !305)
!310 = !DILocation(line: 31, column: 23, scope: !300, inlinedAt: !305)
!311 = !DILocation(line: 31, column: 5, scope: !297, inlinedAt: !305)
!312 = !DILocation(line: 32, column: 16, scope: !299, inlinedAt: !305)
!313 = !DILocation(line: 32, column: 11, scope: !299, inlinedAt: !305)
!314 = !DILocation(line: 32, column: 14, scope: !299, inlinedAt: !305)
!315 = !DILocation(line: 33, column: 26, scope: !299, inlinedAt: !305)
!316 = !DILocation(line: 0, scope: !299, inlinedAt: !305)
!317 = !DILocation(line: 34, column: 18, scope: !318, inlinedAt: !305)
!318 = distinct !DILexicalBlock(scope: !299, file: !2, line: 34, column: 13)
!319 = !DILocation(line: 34, column: 22, scope: !318, inlinedAt: !305)
!320 = !DILocation(line: 35, column: 15, scope: !318, inlinedAt: !305)
!321 = !DILocation(line: 35, column: 18, scope: !318, inlinedAt: !305)
!322 = !DILocation(line: 35, column: 13, scope: !318, inlinedAt: !305)
!323 = !DILocation(line: 31, column: 29, scope: !300, inlinedAt: !305)
!324 = distinct !{!324, !311, !325, !326}
!325 = !DILocation(line: 36, column: 5, scope: !297, inlinedAt: !305)
!326 = !{!"llvm.loop.mustprogress"}
!327 = !DILocation(line: 37, column: 5, scope: !287, inlinedAt: !305)
!328 = !DILocation(line: 38, column: 1, scope: !287, inlinedAt: !305)
!329 = !DILocation(line: 67, column: 9, scope: !195)
!330 = !DILocation(line: 68, column: 5, scope: !196)
!331 = !DILocation(line: 29, column: 14, scope: !332, inlinedAt: !305)
!332 = distinct !DILexicalBlock(scope: !287, file: !2, line: 28, column: 9)
!333 = distinct !DIAssignID()
!334 = !DILocation(line: 30, column: 7, scope: !287, inlinedAt: !305)
!335 = !DILocation(line: 70, column: 5, scope: !156)
!336 = !DILocation(line: 72, column: 12, scope: !156)
!337 = distinct !DIAssignID()
!338 = distinct !DIAssignID()
!339 = distinct !DIAssignID()
!340 = !DILocation(line: 0, scope: !213)
!341 = !DILocation(line: 77, column: 30, scope: !342)
!342 = distinct !DILexicalBlock(scope: !213, file: !2, line: 76, column: 5)
!343 = !DILocation(line: 77, column: 16, scope: !342)
!344 = !DILocation(line: 77, column: 13, scope: !342)
!345 = !DILocation(line: 78, column: 5, scope: !156)
!346 = !DILocation(line: 0, scope: !215)
!347 = !DILocation(line: 81, column: 9, scope: !218)
!348 = !DILocation(line: 82, column: 9, scope: !218)
!349 = !DILocation(line: 83, column: 9, scope: !218)
!350 = !DILocation(line: 84, column: 9, scope: !218)
!351 = !DILocation(line: 85, column: 58, scope: !218)
!352 = !DILocation(line: 85, column: 69, scope: !218)
!353 = !DILocation(line: 85, column: 80, scope: !218)
!354 = !DILocation(line: 85, column: 9, scope: !218)
!355 = !DILocation(line: 86, column: 5, scope: !219)
!356 = !DILocation(line: 88, column: 5, scope: !156)
!357 = !DILocation(line: 89, column: 14, scope: !156)
!358 = !DILocation(line: 90, column: 5, scope: !156)
!359 = !DILocation(line: 91, column: 10, scope: !156)
!360 = !DILocation(line: 92, column: 5, scope: !156)
!361 = !DILocation(line: 94, column: 1, scope: !156)
!362 = !DILocation(line: 93, column: 5, scope: !156)
!363 = !DISubprogram(name: "snprintf", scope: !364, file: !364, line: 378, type: !365, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!364 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!365 = !DISubroutineType(types: !366)
!366 = !{!159, !367, !142, !368, null}
!367 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !266)
!368 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !182)
!369 = !DISubprogram(name: "printf", scope: !364, file: !364, line: 356, type: !370, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DISubroutineType(types: !371)
!371 = !{!159, !368, null}
!372 = !DISubprogram(name: "strlen", scope: !373, file: !373, line: 407, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!374 = !DISubroutineType(types: !375)
!375 = !{!144, !182}
!376 = !DISubprogram(name: "sprintf", scope: !364, file: !364, line: 358, type: !377, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!377 = !DISubroutineType(types: !378)
!378 = !{!159, !367, !368, null}
