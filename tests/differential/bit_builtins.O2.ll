; ModuleID = 'bit_builtins.c'
source_filename = "bit_builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.vals = private unnamed_addr constant [12 x i64] [i64 1, i64 2, i64 3, i64 128, i64 255, i64 256, i64 -9223372036854775808, i64 -1, i64 81985529216486895, i64 4294901760, i64 68719476736, i64 3735928559], align 16
@.str = private unnamed_addr constant [65 x i8] c"v=%08x%08x pop=%d clz=%d ctz=%d bswap=%08x%08x parity=%d ffs=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [55 x i8] c"   lo=%08x pop=%d clz=%d ctz=%d bswap=%08x idiom=%08x\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"16-bit bswap: %04x\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [28 x i8] c"loop sum=%lu mismatches=%d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [33 x i8] c"v=%u floor_log2=%d next_pow2=%u\0A\00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !46 {
    #dbg_assign(i1 undef, !50, !DIExpression(), !77, ptr @__const.main.vals, !DIExpression(), !78)
    #dbg_assign(i1 undef, !50, !DIExpression(), !79, ptr @__const.main.vals, !DIExpression(), !78)
    #dbg_value(i32 0, !56, !DIExpression(), !78)
    #dbg_value(i32 0, !57, !DIExpression(), !80)
  br label %3, !dbg !81

1:                                                ; preds = %86
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 13330), !dbg !82
    #dbg_value(i32 -1640531527, !67, !DIExpression(), !78)
    #dbg_value(i64 0, !68, !DIExpression(), !78)
    #dbg_value(i32 0, !69, !DIExpression(), !83)
    #dbg_value(i32 %87, !56, !DIExpression(), !78)
  br label %100, !dbg !84

3:                                                ; preds = %0, %86
  %4 = phi i64 [ 0, %0 ], [ %88, %86 ]
  %5 = phi i32 [ 0, %0 ], [ %87, %86 ]
    #dbg_value(i32 %5, !56, !DIExpression(), !78)
    #dbg_value(i64 %4, !57, !DIExpression(), !80)
  %6 = getelementptr inbounds [12 x i64], ptr @__const.main.vals, i64 0, i64 %4, !dbg !85
  %7 = load i64, ptr %6, align 8, !dbg !85, !tbaa !86
    #dbg_value(i64 %7, !59, !DIExpression(), !90)
  %8 = trunc i64 %7 to i32, !dbg !91
    #dbg_value(i32 %8, !62, !DIExpression(), !90)
  %9 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %7), !dbg !92
  %10 = trunc nuw nsw i64 %9 to i32, !dbg !92
    #dbg_value(i32 %10, !63, !DIExpression(), !90)
  %11 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %7, i1 true), !dbg !93
  %12 = trunc nuw nsw i64 %11 to i32, !dbg !93
    #dbg_value(i32 %12, !64, !DIExpression(), !90)
  %13 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %7, i1 true), !dbg !94
  %14 = trunc nuw nsw i64 %13 to i32, !dbg !94
    #dbg_value(i32 %14, !65, !DIExpression(), !90)
  %15 = tail call i64 @llvm.bswap.i64(i64 %7), !dbg !95
    #dbg_value(i64 %15, !66, !DIExpression(), !90)
  %16 = lshr i64 %7, 32, !dbg !96
  %17 = trunc nuw i64 %16 to i32, !dbg !97
  %18 = lshr i64 %15, 32, !dbg !98
  %19 = trunc nuw i64 %18 to i32, !dbg !99
  %20 = trunc i64 %15 to i32, !dbg !100
  %21 = and i32 %10, 1, !dbg !101
  %22 = add nuw nsw i32 %14, 1, !dbg !102
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %17, i32 noundef %8, i32 noundef %10, i32 noundef %12, i32 noundef %14, i32 noundef %19, i32 noundef %20, i32 noundef %21, i32 noundef %22), !dbg !103
    #dbg_value(i64 %7, !104, !DIExpression(), !110)
    #dbg_value(i32 0, !109, !DIExpression(), !110)
  br label %24, !dbg !113

24:                                               ; preds = %3, %24
  %25 = phi i32 [ %29, %24 ], [ 0, %3 ]
  %26 = phi i64 [ %30, %24 ], [ %7, %3 ]
    #dbg_value(i32 %25, !109, !DIExpression(), !110)
    #dbg_value(i64 %26, !104, !DIExpression(), !110)
  %27 = trunc i64 %26 to i32, !dbg !114
  %28 = and i32 %27, 1, !dbg !114
  %29 = add nuw nsw i32 %28, %25, !dbg !116
    #dbg_value(i32 %29, !109, !DIExpression(), !110)
  %30 = lshr i64 %26, 1, !dbg !117
    #dbg_value(i64 %30, !104, !DIExpression(), !110)
  %31 = icmp ult i64 %26, 2, !dbg !113
  br i1 %31, label %32, label %24, !dbg !113, !llvm.loop !118

32:                                               ; preds = %24
  %33 = icmp eq i32 %29, %10, !dbg !121
  br i1 %33, label %34, label %64, !dbg !122

34:                                               ; preds = %32
    #dbg_value(i64 %7, !123, !DIExpression(), !129)
    #dbg_value(i32 0, !126, !DIExpression(), !129)
    #dbg_value(i64 -9223372036854775808, !127, !DIExpression(), !131)
  %35 = trunc i64 %4 to i32
  %36 = add i32 %35, -8
  %37 = icmp ult i32 %36, -2
  br i1 %37, label %38, label %47, !dbg !132

38:                                               ; preds = %34, %38
  %39 = phi i64 [ %42, %38 ], [ -9223372036854775808, %34 ]
  %40 = phi i32 [ %41, %38 ], [ 0, %34 ]
    #dbg_value(i64 %39, !127, !DIExpression(), !131)
    #dbg_value(i32 %40, !126, !DIExpression(), !129)
  %41 = add nuw nsw i32 %40, 1, !dbg !134
    #dbg_value(i32 %41, !126, !DIExpression(), !129)
  %42 = lshr i64 %39, 1, !dbg !135
    #dbg_value(i64 %42, !127, !DIExpression(), !131)
  %43 = icmp ugt i64 %39, 1, !dbg !136
  %44 = and i64 %42, %7
  %45 = icmp eq i64 %44, 0
  %46 = and i1 %43, %45, !dbg !132
  br i1 %46, label %38, label %47, !dbg !132, !llvm.loop !137

47:                                               ; preds = %38, %34
  %48 = phi i32 [ 0, %34 ], [ %41, %38 ], !dbg !129
  %49 = icmp eq i32 %48, %12, !dbg !140
  br i1 %49, label %50, label %64, !dbg !141

50:                                               ; preds = %47
    #dbg_value(i64 %7, !142, !DIExpression(), !146)
    #dbg_value(i32 0, !145, !DIExpression(), !146)
  %51 = lshr i64 1642, %4, !dbg !148
  %52 = and i64 %51, 1, !dbg !148
  %53 = icmp eq i64 %52, 0, !dbg !148
  br i1 %53, label %61, label %54, !dbg !149

54:                                               ; preds = %50, %54
  %55 = phi i32 [ %58, %54 ], [ 0, %50 ]
  %56 = phi i64 [ %57, %54 ], [ %7, %50 ]
    #dbg_value(i32 %55, !145, !DIExpression(), !146)
    #dbg_value(i64 %56, !142, !DIExpression(), !146)
  %57 = lshr exact i64 %56, 1, !dbg !150
    #dbg_value(i64 %57, !142, !DIExpression(), !146)
  %58 = add nuw nsw i32 %55, 1, !dbg !152
    #dbg_value(i32 %58, !145, !DIExpression(), !146)
  %59 = and i64 %56, 2, !dbg !148
  %60 = icmp eq i64 %59, 0, !dbg !148
  br i1 %60, label %54, label %61, !dbg !149, !llvm.loop !153

61:                                               ; preds = %54, %50
  %62 = phi i32 [ 0, %50 ], [ %58, %54 ], !dbg !146
  %63 = icmp eq i32 %62, %14, !dbg !155
  br i1 %63, label %66, label %64, !dbg !156

64:                                               ; preds = %61, %47, %32
  %65 = add nsw i32 %5, 1, !dbg !157
    #dbg_value(i32 %65, !56, !DIExpression(), !78)
  br label %66, !dbg !158

66:                                               ; preds = %64, %61
  %67 = phi i32 [ %65, %64 ], [ %5, %61 ], !dbg !78
    #dbg_value(i32 %67, !56, !DIExpression(), !78)
  %68 = icmp eq i32 %8, 0, !dbg !159
  br i1 %68, label %86, label %69, !dbg !161

69:                                               ; preds = %66
  %70 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %8), !dbg !162
  %71 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %8, i1 true), !dbg !164
  %72 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %8, i1 true), !dbg !165
  %73 = tail call i32 @llvm.bswap.i32(i32 %8), !dbg !166
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8, i32 noundef %70, i32 noundef %71, i32 noundef %72, i32 noundef %73, i32 noundef %73), !dbg !167
  br label %75, !dbg !168

75:                                               ; preds = %69, %75
  %76 = phi i32 [ %80, %75 ], [ 0, %69 ]
  %77 = phi i32 [ %79, %75 ], [ %8, %69 ]
    #dbg_value(i32 %76, !170, !DIExpression(), !176)
    #dbg_value(i32 %77, !175, !DIExpression(), !176)
  %78 = add i32 %77, -1, !dbg !178
  %79 = and i32 %78, %77, !dbg !180
    #dbg_value(i32 %79, !175, !DIExpression(), !176)
  %80 = add nuw nsw i32 %76, 1, !dbg !181
    #dbg_value(i32 %80, !170, !DIExpression(), !176)
  %81 = icmp eq i32 %79, 0, !dbg !182
  br i1 %81, label %82, label %75, !dbg !182, !llvm.loop !183

82:                                               ; preds = %75
  %83 = icmp ne i32 %70, %80, !dbg !185
  %84 = zext i1 %83 to i32, !dbg !186
  %85 = add nsw i32 %67, %84, !dbg !186
  br label %86, !dbg !186

86:                                               ; preds = %82, %66
  %87 = phi i32 [ %67, %66 ], [ %85, %82 ], !dbg !90
    #dbg_value(i32 %87, !56, !DIExpression(), !78)
  %88 = add nuw nsw i64 %4, 1, !dbg !187
    #dbg_value(i64 %88, !57, !DIExpression(), !80)
  %89 = icmp eq i64 %88, 12, !dbg !188
  br i1 %89, label %1, label %3, !dbg !81, !llvm.loop !189

90:                                               ; preds = %128
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %119, i32 noundef %132), !dbg !191
    #dbg_value(i32 1, !71, !DIExpression(), !192)
    #dbg_value(i32 0, !73, !DIExpression(), !193)
    #dbg_value(i32 1, !76, !DIExpression(), !193)
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef 0, i32 noundef 1), !dbg !194
    #dbg_value(i32 4, !71, !DIExpression(), !192)
    #dbg_value(i32 2, !73, !DIExpression(), !193)
    #dbg_value(i32 4, !76, !DIExpression(), !193)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, i32 noundef 2, i32 noundef 4), !dbg !194
    #dbg_value(i32 13, !71, !DIExpression(), !192)
    #dbg_value(i32 3, !73, !DIExpression(), !193)
    #dbg_value(i32 16, !76, !DIExpression(), !193)
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 13, i32 noundef 3, i32 noundef 16), !dbg !194
    #dbg_value(i32 40, !71, !DIExpression(), !192)
    #dbg_value(i32 5, !73, !DIExpression(), !193)
    #dbg_value(i32 64, !76, !DIExpression(), !193)
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 40, i32 noundef 5, i32 noundef 64), !dbg !194
    #dbg_value(i32 121, !71, !DIExpression(), !192)
    #dbg_value(i32 6, !73, !DIExpression(), !193)
    #dbg_value(i32 128, !76, !DIExpression(), !193)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 121, i32 noundef 6, i32 noundef 128), !dbg !194
    #dbg_value(i32 364, !71, !DIExpression(), !192)
    #dbg_value(i32 8, !73, !DIExpression(), !193)
    #dbg_value(i32 512, !76, !DIExpression(), !193)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 364, i32 noundef 8, i32 noundef 512), !dbg !194
    #dbg_value(i32 1093, !71, !DIExpression(), !192)
    #dbg_value(i32 10, !73, !DIExpression(), !193)
    #dbg_value(i32 2048, !76, !DIExpression(), !193)
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1093, i32 noundef 10, i32 noundef 2048), !dbg !194
    #dbg_value(i32 3280, !71, !DIExpression(), !192)
    #dbg_value(i32 11, !73, !DIExpression(), !193)
    #dbg_value(i32 4096, !76, !DIExpression(), !193)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 3280, i32 noundef 11, i32 noundef 4096), !dbg !194
    #dbg_value(i32 9841, !71, !DIExpression(), !192)
  ret i32 %132, !dbg !195

100:                                              ; preds = %1, %128
  %101 = phi i32 [ %87, %1 ], [ %132, %128 ]
  %102 = phi i32 [ 0, %1 ], [ %133, %128 ]
  %103 = phi i64 [ 0, %1 ], [ %119, %128 ]
  %104 = phi i32 [ -1640531527, %1 ], [ %110, %128 ]
    #dbg_value(i32 %101, !56, !DIExpression(), !78)
    #dbg_value(i32 %102, !69, !DIExpression(), !83)
    #dbg_value(i64 %103, !68, !DIExpression(), !78)
    #dbg_value(i32 %104, !67, !DIExpression(), !78)
  %105 = shl i32 %104, 13, !dbg !196
  %106 = xor i32 %105, %104, !dbg !199
    #dbg_value(i32 %106, !67, !DIExpression(), !78)
  %107 = lshr i32 %106, 17, !dbg !200
  %108 = xor i32 %107, %106, !dbg !201
    #dbg_value(i32 %108, !67, !DIExpression(), !78)
  %109 = shl i32 %108, 5, !dbg !202
  %110 = xor i32 %109, %108, !dbg !203
    #dbg_value(i32 %110, !67, !DIExpression(), !78)
  %111 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %110), !dbg !204
  %112 = or i32 %110, 1, !dbg !205
  %113 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %112, i1 true), !dbg !206
  %114 = add nuw nsw i32 %113, %111, !dbg !207
  %115 = or i32 %110, -2147483648, !dbg !208
  %116 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %115, i1 true), !dbg !209
  %117 = add nuw nsw i32 %114, %116, !dbg !210
  %118 = zext nneg i32 %117 to i64, !dbg !211
  %119 = add i64 %103, %118, !dbg !212
    #dbg_value(i64 %119, !68, !DIExpression(), !78)
    #dbg_value(i32 %110, !175, !DIExpression(), !213)
    #dbg_value(i32 0, !170, !DIExpression(), !213)
  %120 = icmp eq i32 %108, %109, !dbg !216
  br i1 %120, label %128, label %121, !dbg !216

121:                                              ; preds = %100, %121
  %122 = phi i32 [ %126, %121 ], [ 0, %100 ]
  %123 = phi i32 [ %125, %121 ], [ %110, %100 ]
    #dbg_value(i32 %122, !170, !DIExpression(), !213)
    #dbg_value(i32 %123, !175, !DIExpression(), !213)
  %124 = add i32 %123, -1, !dbg !217
  %125 = and i32 %124, %123, !dbg !218
    #dbg_value(i32 %125, !175, !DIExpression(), !213)
  %126 = add nuw nsw i32 %122, 1, !dbg !219
    #dbg_value(i32 %126, !170, !DIExpression(), !213)
  %127 = icmp eq i32 %125, 0, !dbg !216
  br i1 %127, label %128, label %121, !dbg !216, !llvm.loop !220

128:                                              ; preds = %121, %100
  %129 = phi i32 [ 0, %100 ], [ %126, %121 ], !dbg !213
  %130 = icmp ne i32 %129, %111, !dbg !222
  %131 = zext i1 %130 to i32, !dbg !223
  %132 = add nsw i32 %101, %131, !dbg !223
    #dbg_value(i32 %132, !56, !DIExpression(), !78)
  %133 = add nuw nsw i32 %102, 1, !dbg !224
    #dbg_value(i32 %133, !69, !DIExpression(), !83)
    #dbg_value(i64 %119, !68, !DIExpression(), !78)
    #dbg_value(i32 %110, !67, !DIExpression(), !78)
  %134 = icmp eq i32 %133, 1000, !dbg !225
  br i1 %134, label %90, label %100, !dbg !84, !llvm.loop !226
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: nofree nounwind
declare !dbg !228 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!27}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bit_builtins.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "ac4078594240b591e304f500a26fcc80")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 520, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 65)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 55)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 28)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 33)
!27 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !28, globals: !37, splitDebugInlining: false, nameTableKind: None)
!28 = !{!29, !33, !34, !35, !36}
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !30, line: 26, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !32, line: 42, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{!0, !7, !12, !17, !22}
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 51, type: !47, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!36}
!49 = !{!50, !56, !57, !59, !62, !63, !64, !65, !66, !67, !68, !69, !71, !73, !76}
!50 = !DILocalVariable(name: "vals", scope: !46, file: !2, line: 52, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 768, elements: !54)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !30, line: 27, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !32, line: 45, baseType: !35)
!54 = !{!55}
!55 = !DISubrange(count: 12)
!56 = !DILocalVariable(name: "mism", scope: !46, file: !2, line: 55, type: !36)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 56, type: !36)
!58 = distinct !DILexicalBlock(scope: !46, file: !2, line: 56, column: 5)
!59 = !DILocalVariable(name: "v", scope: !60, file: !2, line: 57, type: !52)
!60 = distinct !DILexicalBlock(scope: !61, file: !2, line: 56, column: 34)
!61 = distinct !DILexicalBlock(scope: !58, file: !2, line: 56, column: 5)
!62 = !DILocalVariable(name: "lo", scope: !60, file: !2, line: 58, type: !29)
!63 = !DILocalVariable(name: "pc64", scope: !60, file: !2, line: 59, type: !36)
!64 = !DILocalVariable(name: "clz64", scope: !60, file: !2, line: 60, type: !36)
!65 = !DILocalVariable(name: "ctz64", scope: !60, file: !2, line: 61, type: !36)
!66 = !DILocalVariable(name: "bs64", scope: !60, file: !2, line: 62, type: !52)
!67 = !DILocalVariable(name: "x", scope: !46, file: !2, line: 78, type: !29)
!68 = !DILocalVariable(name: "sum", scope: !46, file: !2, line: 79, type: !35)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 80, type: !36)
!70 = distinct !DILexicalBlock(scope: !46, file: !2, line: 80, column: 5)
!71 = !DILocalVariable(name: "v", scope: !72, file: !2, line: 90, type: !33)
!72 = distinct !DILexicalBlock(scope: !46, file: !2, line: 90, column: 5)
!73 = !DILocalVariable(name: "lg", scope: !74, file: !2, line: 91, type: !36)
!74 = distinct !DILexicalBlock(scope: !75, file: !2, line: 90, column: 51)
!75 = distinct !DILexicalBlock(scope: !72, file: !2, line: 90, column: 5)
!76 = !DILocalVariable(name: "np", scope: !74, file: !2, line: 92, type: !33)
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 0, scope: !46)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 0, scope: !58)
!81 = !DILocation(line: 56, column: 5, scope: !58)
!82 = !DILocation(line: 77, column: 5, scope: !46)
!83 = !DILocation(line: 0, scope: !70)
!84 = !DILocation(line: 80, column: 5, scope: !70)
!85 = !DILocation(line: 57, column: 22, scope: !60)
!86 = !{!87, !87, i64 0}
!87 = !{!"long", !88, i64 0}
!88 = !{!"omnipotent char", !89, i64 0}
!89 = !{!"Simple C/C++ TBAA"}
!90 = !DILocation(line: 0, scope: !60)
!91 = !DILocation(line: 58, column: 23, scope: !60)
!92 = !DILocation(line: 59, column: 20, scope: !60)
!93 = !DILocation(line: 60, column: 21, scope: !60)
!94 = !DILocation(line: 61, column: 21, scope: !60)
!95 = !DILocation(line: 62, column: 25, scope: !60)
!96 = !DILocation(line: 64, column: 29, scope: !60)
!97 = !DILocation(line: 64, column: 16, scope: !60)
!98 = !DILocation(line: 64, column: 77, scope: !60)
!99 = !DILocation(line: 64, column: 61, scope: !60)
!100 = !DILocation(line: 65, column: 16, scope: !60)
!101 = !DILocation(line: 65, column: 32, scope: !60)
!102 = !DILocation(line: 65, column: 55, scope: !60)
!103 = !DILocation(line: 63, column: 9, scope: !60)
!104 = !DILocalVariable(name: "x", arg: 1, scope: !105, file: !2, line: 6, type: !52)
!105 = distinct !DISubprogram(name: "popcount_naive", scope: !2, file: !2, line: 6, type: !106, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !108)
!106 = !DISubroutineType(types: !107)
!107 = !{!36, !52}
!108 = !{!104, !109}
!109 = !DILocalVariable(name: "c", scope: !105, file: !2, line: 7, type: !36)
!110 = !DILocation(line: 0, scope: !105, inlinedAt: !111)
!111 = distinct !DILocation(line: 66, column: 21, scope: !112)
!112 = distinct !DILexicalBlock(scope: !60, file: !2, line: 66, column: 13)
!113 = !DILocation(line: 8, column: 5, scope: !105, inlinedAt: !111)
!114 = !DILocation(line: 9, column: 14, scope: !115, inlinedAt: !111)
!115 = distinct !DILexicalBlock(scope: !105, file: !2, line: 8, column: 15)
!116 = !DILocation(line: 9, column: 11, scope: !115, inlinedAt: !111)
!117 = !DILocation(line: 10, column: 11, scope: !115, inlinedAt: !111)
!118 = distinct !{!118, !113, !119, !120}
!119 = !DILocation(line: 11, column: 5, scope: !105, inlinedAt: !111)
!120 = !{!"llvm.loop.mustprogress"}
!121 = !DILocation(line: 66, column: 18, scope: !112)
!122 = !DILocation(line: 66, column: 39, scope: !112)
!123 = !DILocalVariable(name: "x", arg: 1, scope: !124, file: !2, line: 15, type: !52)
!124 = distinct !DISubprogram(name: "clz64_naive", scope: !2, file: !2, line: 15, type: !106, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !125)
!125 = !{!123, !126, !127}
!126 = !DILocalVariable(name: "n", scope: !124, file: !2, line: 16, type: !36)
!127 = !DILocalVariable(name: "m", scope: !128, file: !2, line: 17, type: !52)
!128 = distinct !DILexicalBlock(scope: !124, file: !2, line: 17, column: 5)
!129 = !DILocation(line: 0, scope: !124, inlinedAt: !130)
!130 = distinct !DILocation(line: 66, column: 51, scope: !112)
!131 = !DILocation(line: 0, scope: !128, inlinedAt: !130)
!132 = !DILocation(line: 17, column: 37, scope: !133, inlinedAt: !130)
!133 = distinct !DILexicalBlock(scope: !128, file: !2, line: 17, column: 5)
!134 = !DILocation(line: 18, column: 10, scope: !133, inlinedAt: !130)
!135 = !DILocation(line: 17, column: 52, scope: !133, inlinedAt: !130)
!136 = !DILocation(line: 17, column: 35, scope: !133, inlinedAt: !130)
!137 = distinct !{!137, !138, !139, !120}
!138 = !DILocation(line: 17, column: 5, scope: !128, inlinedAt: !130)
!139 = !DILocation(line: 18, column: 10, scope: !128, inlinedAt: !130)
!140 = !DILocation(line: 66, column: 48, scope: !112)
!141 = !DILocation(line: 66, column: 66, scope: !112)
!142 = !DILocalVariable(name: "x", arg: 1, scope: !143, file: !2, line: 22, type: !52)
!143 = distinct !DISubprogram(name: "ctz64_naive", scope: !2, file: !2, line: 22, type: !106, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !144)
!144 = !{!142, !145}
!145 = !DILocalVariable(name: "n", scope: !143, file: !2, line: 23, type: !36)
!146 = !DILocation(line: 0, scope: !143, inlinedAt: !147)
!147 = distinct !DILocation(line: 66, column: 78, scope: !112)
!148 = !DILocation(line: 24, column: 12, scope: !143, inlinedAt: !147)
!149 = !DILocation(line: 24, column: 5, scope: !143, inlinedAt: !147)
!150 = !DILocation(line: 25, column: 11, scope: !151, inlinedAt: !147)
!151 = distinct !DILexicalBlock(scope: !143, file: !2, line: 24, column: 22)
!152 = !DILocation(line: 26, column: 10, scope: !151, inlinedAt: !147)
!153 = distinct !{!153, !149, !154, !120}
!154 = !DILocation(line: 27, column: 5, scope: !143, inlinedAt: !147)
!155 = !DILocation(line: 66, column: 75, scope: !112)
!156 = !DILocation(line: 66, column: 13, scope: !60)
!157 = !DILocation(line: 67, column: 17, scope: !112)
!158 = !DILocation(line: 67, column: 13, scope: !112)
!159 = !DILocation(line: 68, column: 13, scope: !160)
!160 = distinct !DILexicalBlock(scope: !60, file: !2, line: 68, column: 13)
!161 = !DILocation(line: 68, column: 13, scope: !60)
!162 = !DILocation(line: 70, column: 20, scope: !163)
!163 = distinct !DILexicalBlock(scope: !160, file: !2, line: 68, column: 17)
!164 = !DILocation(line: 70, column: 44, scope: !163)
!165 = !DILocation(line: 70, column: 63, scope: !163)
!166 = !DILocation(line: 71, column: 20, scope: !163)
!167 = !DILocation(line: 69, column: 13, scope: !163)
!168 = !DILocation(line: 72, column: 60, scope: !169)
!169 = distinct !DILexicalBlock(scope: !163, file: !2, line: 72, column: 17)
!170 = !DILocalVariable(name: "c", scope: !171, file: !2, line: 43, type: !36)
!171 = distinct !DISubprogram(name: "popcount_kernighan", scope: !2, file: !2, line: 42, type: !172, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !27, retainedNodes: !174)
!172 = !DISubroutineType(types: !173)
!173 = !{!36, !29}
!174 = !{!175, !170}
!175 = !DILocalVariable(name: "x", arg: 1, scope: !171, file: !2, line: 42, type: !29)
!176 = !DILocation(line: 0, scope: !171, inlinedAt: !177)
!177 = distinct !DILocation(line: 73, column: 43, scope: !169)
!178 = !DILocation(line: 45, column: 16, scope: !179, inlinedAt: !177)
!179 = distinct !DILexicalBlock(scope: !171, file: !2, line: 44, column: 15)
!180 = !DILocation(line: 45, column: 11, scope: !179, inlinedAt: !177)
!181 = !DILocation(line: 46, column: 10, scope: !179, inlinedAt: !177)
!182 = !DILocation(line: 44, column: 5, scope: !171, inlinedAt: !177)
!183 = distinct !{!183, !182, !184, !120}
!184 = !DILocation(line: 47, column: 5, scope: !171, inlinedAt: !177)
!185 = !DILocation(line: 73, column: 40, scope: !169)
!186 = !DILocation(line: 72, column: 17, scope: !163)
!187 = !DILocation(line: 56, column: 30, scope: !61)
!188 = !DILocation(line: 56, column: 23, scope: !61)
!189 = distinct !{!189, !81, !190, !120}
!190 = !DILocation(line: 76, column: 5, scope: !58)
!191 = !DILocation(line: 88, column: 5, scope: !46)
!192 = !DILocation(line: 0, scope: !72)
!193 = !DILocation(line: 0, scope: !74)
!194 = !DILocation(line: 93, column: 9, scope: !74)
!195 = !DILocation(line: 95, column: 5, scope: !46)
!196 = !DILocation(line: 81, column: 16, scope: !197)
!197 = distinct !DILexicalBlock(scope: !198, file: !2, line: 80, column: 36)
!198 = distinct !DILexicalBlock(scope: !70, file: !2, line: 80, column: 5)
!199 = !DILocation(line: 81, column: 11, scope: !197)
!200 = !DILocation(line: 82, column: 16, scope: !197)
!201 = !DILocation(line: 82, column: 11, scope: !197)
!202 = !DILocation(line: 83, column: 16, scope: !197)
!203 = !DILocation(line: 83, column: 11, scope: !197)
!204 = !DILocation(line: 84, column: 32, scope: !197)
!205 = !DILocation(line: 84, column: 72, scope: !197)
!206 = !DILocation(line: 84, column: 56, scope: !197)
!207 = !DILocation(line: 84, column: 54, scope: !197)
!208 = !DILocation(line: 84, column: 95, scope: !197)
!209 = !DILocation(line: 84, column: 79, scope: !197)
!210 = !DILocation(line: 84, column: 77, scope: !197)
!211 = !DILocation(line: 84, column: 16, scope: !197)
!212 = !DILocation(line: 84, column: 13, scope: !197)
!213 = !DILocation(line: 0, scope: !171, inlinedAt: !214)
!214 = distinct !DILocation(line: 85, column: 13, scope: !215)
!215 = distinct !DILexicalBlock(scope: !197, file: !2, line: 85, column: 13)
!216 = !DILocation(line: 44, column: 5, scope: !171, inlinedAt: !214)
!217 = !DILocation(line: 45, column: 16, scope: !179, inlinedAt: !214)
!218 = !DILocation(line: 45, column: 11, scope: !179, inlinedAt: !214)
!219 = !DILocation(line: 46, column: 10, scope: !179, inlinedAt: !214)
!220 = distinct !{!220, !216, !221, !120}
!221 = !DILocation(line: 47, column: 5, scope: !171, inlinedAt: !214)
!222 = !DILocation(line: 85, column: 35, scope: !215)
!223 = !DILocation(line: 85, column: 13, scope: !197)
!224 = !DILocation(line: 80, column: 32, scope: !198)
!225 = !DILocation(line: 80, column: 23, scope: !198)
!226 = distinct !{!226, !84, !227, !120}
!227 = !DILocation(line: 87, column: 5, scope: !70)
!228 = !DISubprogram(name: "printf", scope: !229, file: !229, line: 356, type: !230, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!229 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!230 = !DISubroutineType(types: !231)
!231 = !{!36, !232, null}
!232 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !233)
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !234, size: 64)
!234 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
